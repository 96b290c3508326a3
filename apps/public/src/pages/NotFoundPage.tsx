import { NotFound } from "@boostdash/ui/feedback/NotFound";
import { LanguageLinks } from "@boostdash/ui/screens/public/LanguageLinks";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";

/**
 * Any other path: 404 with Go Back to the previous page, in the page's language, and the page in the other languages
 * under it (one screen high: the links at its foot).
 */
export default function NotFoundPage({ onBack }: { onBack?: (() => void) | undefined }) {
  const { messages } = usePublicText();
  return (
    <>
      <title>{messages.notFound.title}</title>
      <div className="flex min-h-dvh flex-col">
        <NotFound
          className="min-h-0 flex-1"
          words={messages.notFound}
          onBack={onBack ?? (() => window.history.back())}
        />
        <LanguageLinks />
      </div>
    </>
  );
}
