/**
 * The theme's tones as one border, background and text colour each: the colours of badges, icon tiles and icon
 * circles. Full class strings, so Tailwind finds them in this file.
 */
export const statusToneClasses = {
  success: "border-success/30 bg-success-bg text-success",
  warning: "border-warning/30 bg-warning-bg text-warning",
  danger: "border-danger/30 bg-danger-bg text-danger",
  info: "border-info/30 bg-info-bg text-info",
  neutral: "border-border bg-neutral-bg text-neutral",
};

/** The status tones and `primary`, the brand's violet, for what is not a status (a card's icon, a step number). */
export const toneClasses = {
  primary: "border-accent/30 bg-primary/15 text-accent",
  ...statusToneClasses,
};

export type Tone = keyof typeof toneClasses;
