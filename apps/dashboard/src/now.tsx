import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";

const FixedNow = createContext<Date | undefined>(undefined);

/** Pins "now" for everything below (stories, screenshots); without it pages use the clock. */
export function NowProvider({ now, children }: { now: Date | string; children: ReactNode }) {
  const ms = new Date(now).getTime();
  const value = useMemo(() => new Date(ms), [ms]);
  return <FixedNow.Provider value={value}>{children}</FixedNow.Provider>;
}

/** The current time for relative ages and today's counts, refreshed every `everyMs` so they stay true. */
export function useNow(everyMs = 30_000): Date {
  const fixed = useContext(FixedNow);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [fixed, everyMs]);
  return fixed ?? now;
}
