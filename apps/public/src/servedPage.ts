// The data a page was rendered with, for a page that reads it directly instead of through a query (find my order:
// each of its states is the answer to one request, so there is no read to seed).
import { createContext, useContext } from "react";

export const ServedPageContext = createContext<unknown>(undefined);

export function useServedPage(): unknown {
  return useContext(ServedPageContext);
}
