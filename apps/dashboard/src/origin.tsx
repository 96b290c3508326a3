import { createContext, type ReactNode, useContext } from "react";

const FixedOrigin = createContext<string | undefined>(undefined);

/** Pins the origin the public pages are shown on (stories: the test server's port changes from run to run). */
export function PublicOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <FixedOrigin.Provider value={origin}>{children}</FixedOrigin.Provider>;
}

/** Where this server serves the public pages: the dashboard's own origin (one server serves both apps). */
export function usePublicOrigin(): string {
  return useContext(FixedOrigin) ?? window.location.origin;
}
