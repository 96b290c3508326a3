import { NotFound } from "@boostdash/ui/feedback/NotFound";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";

/** Any other path: 404 with Go Back to the previous page, in the page's language. */
export default function NotFoundPage({ onBack }: { onBack?: (() => void) | undefined }) {
  const { messages } = usePublicText();
  return (
    <>
      <title>{messages.notFound.title}</title>
      <NotFound words={messages.notFound} onBack={onBack ?? (() => window.history.back())} />
    </>
  );
}
