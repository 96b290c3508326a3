import { NotFound } from "@boostdash/ui/feedback/NotFound";

/** Any other path: 404 with Go Back to the previous page. */
export default function NotFoundPage({ onBack }: { onBack?: (() => void) | undefined }) {
  return (
    <>
      <title>Page not found</title>
      <NotFound onBack={onBack ?? (() => window.history.back())} />
    </>
  );
}
