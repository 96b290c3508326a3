import { CopyButton } from "../../primitives/CopyButton";
import { NewSecretPanel } from "./NewSecretPanel";

export interface NewAccessCodePanelProps {
  code: string;
  onCopied: (code: string) => void;
  onCopyFailed?: () => void;
}

/** Shown once after a reset (docs/product.md#access-code-reset): the new code with a copy button and a warning to save it. */
export function NewAccessCodePanel({ code, onCopied, onCopyFailed }: NewAccessCodePanelProps) {
  return (
    <NewSecretPanel title="New Access Code Generated">
      <div className="flex items-center gap-2 rounded-md border border-success/30 bg-bg/60 py-1 pr-1 pl-3">
        <code data-testid="new-access-code" className="flex-1 font-mono text-base tracking-wider text-fg">
          {code}
        </code>
        <CopyButton
          value={code}
          label="Copy new access code"
          onCopied={onCopied}
          onError={onCopyFailed}
          className="text-success hover:bg-success/15"
        />
      </div>
      <p className="text-sm text-success">
        Make sure to save this code securely. You won't be able to see it again.
      </p>
    </NewSecretPanel>
  );
}
