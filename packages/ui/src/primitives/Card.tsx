import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { toneClasses } from "../lib/tones";

/** A surface panel; compose with CardHeader / CardContent / CardFooter. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-xl border border-border bg-surface text-fg shadow-lg shadow-black/20",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-5 pb-0", className)} {...props} />
  );
}

/** An h2 by default (cards sit under the page's h1); `as` picks another level to keep the outline in order. */
export function CardTitle({
  className,
  as: Heading = "h2",
  ...props
}: ComponentProps<"h2"> & { as?: "h2" | "h3" | "h4" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-base font-semibold leading-tight tracking-tight", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("p-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center gap-3 border-t border-border px-5 py-4", className)}
      {...props}
    />
  );
}

/** The square tile an icon sits in, beside a card's title or a figure (StatCard), coloured by `tone`. */
export const iconTileVariants = cva(
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border [&_svg]:size-4.5",
  {
    variants: { tone: toneClasses },
    defaultVariants: { tone: "primary" },
  },
);

export type CardHeadingProps = VariantProps<typeof iconTileVariants> & {
  /** Decorative: the title carries the meaning. */
  icon: ReactNode;
  title: ReactNode;
  /** Id of the title, for a region or form it names. */
  titleId?: string;
  description: ReactNode;
};

/**
 * An icon tile, then the card's title and description: two siblings for a row. `CardIconHeader` is the usual
 * place for them; a header with more in it puts them in its own `flex items-start gap-3` row.
 */
export function CardHeading({ icon, tone, title, titleId, description }: CardHeadingProps) {
  return (
    <>
      <span aria-hidden="true" className={iconTileVariants({ tone })}>
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
    </>
  );
}

/** A card's header that is only its heading: the icon tile, title and description in a row. */
export function CardIconHeader(props: CardHeadingProps) {
  return (
    <CardHeader className="flex-row items-start gap-3">
      <CardHeading {...props} />
    </CardHeader>
  );
}
