import type { CSSProperties, ReactNode } from "react";
import { cn } from "../lib/cn";

export interface PublicShellProps {
  /** The seller's colour for the soft glow behind the page (decoration only; omit for the theme's). */
  glowColor?: string;
  /** Text under the card, e.g. the seller's footer. Plain text: rendered as text, never as HTML. */
  footer?: ReactNode;
  /** Under everything: the page in other languages (the customer pages' LanguageLinks). */
  languages?: ReactNode;
  /** "md" for forms and messages, "lg" for pages with two columns of figures. */
  width?: "md" | "lg";
  children: ReactNode;
}

/**
 * The frame of the customer pages: the dark page with one centred column, phone-first (full width with a
 * 16 px gutter below 640 px), vertically centred when the content is short, and an optional footer.
 */
export function PublicShell({ glowColor, footer, languages, width = "md", children }: PublicShellProps) {
  const glow: CSSProperties = {
    backgroundImage: `radial-gradient(ellipse at top, ${glowColor ?? "var(--color-primary)"}, transparent 70%)`,
  };
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-bg text-fg">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 opacity-20"
        style={glow}
      />
      <main
        className={cn(
          "mx-auto flex w-full flex-1 flex-col justify-center px-4 py-8 sm:px-6 sm:py-14",
          width === "lg" ? "max-w-3xl" : "max-w-xl",
        )}
      >
        {children}
      </main>
      {footer ? (
        <footer
          className={cn(
            "mx-auto w-full whitespace-pre-line break-words px-4 pb-8 text-center text-sm text-muted sm:px-6",
            width === "lg" ? "max-w-3xl" : "max-w-xl",
          )}
        >
          {footer}
        </footer>
      ) : null}
      {languages}
    </div>
  );
}
