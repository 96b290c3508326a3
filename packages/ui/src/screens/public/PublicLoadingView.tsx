import { LoadingState } from "../../primitives/LoadingState";
import { PublicCard } from "./PublicCard";

/** The loading view of a customer page: the page's card with a spinner and what is loading. */
export function PublicLoadingView({ text }: { text: string }) {
  return (
    <PublicCard>
      <LoadingState text={text} />
    </PublicCard>
  );
}
