import { LoadingState } from "@boostdash/ui/primitives/LoadingState";

/** While a page's code or the current-user check loads. */
export function PageLoading() {
  return <LoadingState text="Loading..." className="min-h-[50vh]" />;
}
