import { Zap } from "lucide-react";
import { cn } from "../lib/cn";

/**
 * The boostdash mark (a bolt on the brand gradient) and name: `md` in the dashboard's sidebar and top bars, `lg`
 * above the sign-in card.
 */
export function Brand({ size = "md" }: { size?: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <div className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={cn(
          "flex items-center justify-center rounded-lg bg-gradient-to-br from-primary to-accent text-primary-fg",
          large ? "size-9" : "size-8 shadow-[0_0_0_1px_rgb(255_255_255/0.08)_inset]",
        )}
      >
        <Zap className={large ? "size-5" : "size-4"} fill="currentColor" />
      </span>
      <span className={cn("font-semibold tracking-tight text-fg", large && "text-lg")}>boostdash</span>
    </div>
  );
}
