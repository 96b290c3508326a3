import { Check, Copy } from "lucide-react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { Button, type ButtonProps } from "./Button";

export const COPIED_MS = 2000;

/**
 * How long a check stays when a `CopyButton` gets no `copiedMs`: `COPIED_MS` in the apps. Storybook's preview gives
 * 0, so a story that copies ends un-checked at once instead of waiting the check out in real time (a story showing
 * the check sets `parameters.copiedMs`).
 */
export const CopiedMsContext = createContext(COPIED_MS);

export type CopyButtonProps = Omit<ButtonProps, "onClick" | "children" | "value" | "onError"> & {
  value: string;
  /** The accessible name, e.g. 'Copy Value/Target'. */
  label: string;
  onCopied?: (value: string) => void;
  onError?: () => void;
  /** How long the check stays after a copy. */
  copiedMs?: number;
};

/** Copies `value` to the clipboard and shows a check for a moment. */
export function CopyButton({
  value,
  label,
  onCopied,
  onError,
  copiedMs: copiedMsProp,
  className,
  variant = "ghost",
  size = "icon",
  ...props
}: CopyButtonProps) {
  const defaultCopiedMs = useContext(CopiedMsContext);
  const copiedMs = copiedMsProp ?? defaultCopiedMs;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      onError?.();
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedMs);
    onCopied?.(value);
  }

  return (
    <Button
      data-slot="copy-button"
      data-copied={copied || undefined}
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={cn(size === "icon" && "size-8", copied && "text-success", className)}
      onClick={copy}
      {...props}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
