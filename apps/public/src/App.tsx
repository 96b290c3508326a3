import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PublicRoutes } from "./PublicRoutes";

export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <PublicRoutes />
    </QueryClientProvider>
  );
}
