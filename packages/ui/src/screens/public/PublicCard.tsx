import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Card, CardContent } from "../../primitives/Card";

export interface PublicCardProps {
  /** The seller's colour as a band on top of the card (decoration only); the theme's primary without one. */
  brandColor?: string;
  className?: string;
  children: ReactNode;
}

/** A customer page's card: the Card primitive with the seller's colour band on top. */
export function PublicCard({ brandColor, className, children }: PublicCardProps) {
  return (
    <Card className={cn("overflow-hidden shadow-2xl shadow-black/40", className)}>
      <div
        aria-hidden="true"
        className="h-1.5 bg-primary"
        style={brandColor ? { backgroundColor: brandColor } : undefined}
      />
      <CardContent className="flex flex-1 flex-col gap-6 p-5 sm:p-8">{children}</CardContent>
    </Card>
  );
}
