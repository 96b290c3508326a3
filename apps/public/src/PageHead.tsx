import { pageTitle } from "./pageText";

/** A public page's head words (pages/*Text.ts): its title, and a meta description that names the store when known. */
export interface PageHeadText {
  title: string;
  description: (storeName: string | undefined) => string;
}

/** A public page's `<title>` and meta description; React puts both in the document's head, in the browser and in SSR. */
export function PageHead({ text, storeName }: { text: PageHeadText; storeName: string | undefined }) {
  return (
    <>
      <title>{pageTitle(text.title, storeName)}</title>
      <meta name="description" content={text.description(storeName)} />
    </>
  );
}
