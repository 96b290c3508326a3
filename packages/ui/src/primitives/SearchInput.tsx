import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Input } from "./Input";

export type SearchInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** Classes of the wrapper (grid placement); `className` goes to the input. */
  wrapperClassName?: string;
};

/**
 * A search box: an Input of type `search` with a magnifier inside on the left. It has no visible label, so give
 * it an `aria-label` ('Search orders').
 */
export function SearchInput({ wrapperClassName, className, ...props }: SearchInputProps) {
  return (
    <div data-slot="search-input" className={cn("relative", wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
