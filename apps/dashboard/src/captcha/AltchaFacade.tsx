import { Loader2 } from "lucide-react";
import { useId } from "react";

export interface AltchaFacadeProps {
  /** Ticked: the widget's code is loading and will verify at once. */
  busy?: boolean;
  /** The box was ticked (click, Space). */
  onTick: () => void;
  onFocusChange?: (focused: boolean) => void;
}

/**
 * What the ALTCHA widget looks like before anyone has touched the page: its box, drawn by us, so the widget's own
 * code (about 35 KB gzip and a 12-25 ms mount) waits for a person to show up (docs/decisions.md, "Login route").
 * Same size and place as the widget, so nothing moves when the widget takes over.
 */
export function AltchaFacade({ busy = false, onTick, onFocusChange }: AltchaFacadeProps) {
  const id = useId();
  return (
    <div
      data-testid="altcha-facade"
      data-altcha-facade=""
      aria-busy={busy}
      className="flex h-[70px] w-full flex-col justify-between gap-2 rounded-md border border-border bg-surface-2 p-3 leading-5 text-fg"
    >
      <div className="flex h-[22px] items-center gap-2">
        <span className="relative flex size-[22px] shrink-0">
          <input
            id={id}
            type="checkbox"
            checked={false}
            aria-disabled={busy}
            onChange={() => {
              if (!busy) onTick();
            }}
            onFocus={() => onFocusChange?.(true)}
            onBlur={(event) => {
              // Removed from the page (the widget took over) is not moving away from it.
              if (event.currentTarget.isConnected) onFocusChange?.(false);
            }}
            className={`size-[22px] cursor-pointer appearance-none rounded-[5px] border border-[oklch(0.51_0_271)] bg-[oklch(0.209_0_271)] focus-visible:outline-3 focus-visible:outline-fg ${busy ? "opacity-0" : ""}`}
          />
          {busy && (
            <Loader2 aria-hidden="true" className="absolute inset-0 size-[22px] animate-spin opacity-70" />
          )}
        </span>
        <label htmlFor={id} className="cursor-default">
          I'm not a robot
        </label>
      </div>
      <p className="self-end text-[11.2px] leading-[14px] opacity-70">Protected by ALTCHA</p>
    </div>
  );
}
