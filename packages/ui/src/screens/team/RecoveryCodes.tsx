import { Download } from "lucide-react";
import { Button } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";

export const recoveryText = {
  signInId: "Your sign-in ID",
  signInIdHint: "Type it with an authenticator or recovery code to sign in.",
  codes: "Recovery codes",
  codesHint: "Each works once, if you lose your passkey or phone.",
  copy: "Copy codes",
  download: "Download .txt",
  fileName: "boostdash-recovery-codes.txt",
} as const;

/** The file's text: everything needed to sign in without the device, said plainly. */
export function recoveryFileText(
  storeName: string,
  signInId: string | null,
  codes: readonly string[],
): string {
  return [
    `boostdash: recovery codes for ${storeName}`,
    ...(signInId ? [`Sign-in ID: ${signInId}`] : []),
    "",
    ...codes,
    "",
    "Each code works once. Keep this file somewhere safe.",
    "",
  ].join("\n");
}

export interface RecoveryCodesProps {
  storeName: string;
  /** A member's sign-in ID (none for the store's owner: the access code names them). */
  signInId?: string | null;
  codes: readonly string[];
  onCopied?: () => void;
  onCopyFailed?: () => void;
}

/** Recovery codes shown once (with the sign-in ID), with Copy and a .txt to download. */
export function RecoveryCodes({
  storeName,
  signInId = null,
  codes,
  onCopied,
  onCopyFailed,
}: RecoveryCodesProps) {
  const text = recoveryFileText(storeName, signInId, codes);
  return (
    <div className="flex flex-col gap-4">
      {signInId ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{recoveryText.signInId}</p>
          <p
            data-testid="sign-in-id"
            className="rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-base"
          >
            {signInId}
          </p>
          <p className="text-xs text-muted">{recoveryText.signInIdHint}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium" id="recovery-codes-title">
            {recoveryText.codes}
          </p>
          <div className="flex items-center gap-1">
            <CopyButton value={text} label={recoveryText.copy} onCopied={onCopied} onError={onCopyFailed} />
            <Button asChild variant="ghost" size="sm">
              <a
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
                download={recoveryText.fileName}
              >
                <Download aria-hidden="true" />
                {recoveryText.download}
              </a>
            </Button>
          </div>
        </div>
        <ul
          aria-labelledby="recovery-codes-title"
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-border bg-surface-2 px-4 py-3 font-mono text-sm"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <p className="text-xs text-muted">{recoveryText.codesHint}</p>
      </div>
    </div>
  );
}
