import { createQueryClient } from "@boostdash/api-client/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { PublicRoutes } from "./PublicRoutes";

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicRoutes />
    </QueryClientProvider>
  );
}
