import Editor, { type OnMount } from "@monaco-editor/react";
import { useRef } from "react";
import { EDITOR_THEME, MODEL_PATH, monaco } from "./monaco";

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+S inside the editor. */
  onSave: () => void;
  /** The editor is ready to type in (for the time-to-usable figure). */
  onReady?: () => void;
}

/** The 'Custom Code Editor': Monaco, TypeScript with JSX, dark (vs-dark, AA contrast), no minimap, font size 14, line numbers. */
export default function CodeEditor({ value, onChange, onSave, onReady }: CodeEditorProps) {
  const saveRef = useRef(onSave);
  saveRef.current = onSave;

  const onMount: OnMount = (editor) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => saveRef.current());
    onReady?.();
  };

  return (
    <Editor
      height="100%"
      path={MODEL_PATH}
      defaultLanguage="typescript"
      theme={EDITOR_THEME}
      value={value}
      onChange={(next) => onChange(next ?? "")}
      onMount={onMount}
      loading={<p className="p-4 text-sm text-muted">Loading editor...</p>}
      options={{
        ariaLabel: "Custom Code Editor",
        minimap: { enabled: false },
        fontSize: 14,
        lineNumbers: "on",
        automaticLayout: true,
        scrollBeyondLastLine: false,
        tabSize: 2,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
