import { type PublicText, PublicTextProvider } from "@boostdash/ui/screens/public/publicText";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PublicRoutes } from "./PublicRoutes";
import { ServedPageContext } from "./servedPage";

export function App({ client, text, served }: { client: QueryClient; text: PublicText; served?: unknown }) {
  return (
    <QueryClientProvider client={client}>
      <PublicTextProvider text={text}>
        <ServedPageContext.Provider value={served}>
          <PublicRoutes />
        </ServedPageContext.Provider>
      </PublicTextProvider>
    </QueryClientProvider>
  );
}
