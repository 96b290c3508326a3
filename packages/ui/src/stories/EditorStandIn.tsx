/**
 * Stories only: a plain text area in the code editor's slot, marked as a stand-in. The app loads Monaco there
 * (apps/dashboard/src/editor); its blinking cursor, scrollbars and workers never hold still for a pixel
 * comparison, so the catalogue shows this instead and e2e/journey.test.ts covers the real editor.
 */
export function EditorStandIn({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative size-full">
      <textarea
        aria-label="Custom Code Editor"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="size-full resize-none bg-[#1e1e1e] p-3 font-mono text-[13px] leading-5 text-[#d4d4d4] outline-none"
      />
      <p
        aria-hidden="true"
        className="pointer-events-none absolute right-3 bottom-3 rounded border border-[#3c3c3c] bg-[#252526] px-2 py-1 text-xs text-[#cccccc]"
      >
        Stand-in: the app shows the Monaco code editor here
      </p>
    </div>
  );
}
