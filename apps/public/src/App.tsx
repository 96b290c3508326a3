import { type PublicText, PublicTextProvider } from "@boostdash/ui/screens/public/publicText";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PublicRoutes } from "./PublicRoutes";

export function App({ client, text }: { client: QueryClient; text: PublicText }) {
  return (
    <QueryClientProvider client={client}>
      <PublicTextProvider text={text}>
        <PublicRoutes />
      </PublicTextProvider>
    </QueryClientProvider>
  );
}
