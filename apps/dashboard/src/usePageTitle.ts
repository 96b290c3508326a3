import { useEffect } from "react";

/** The browser tab names the page: "Settings · boostdash". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · boostdash` : "boostdash";
  }, [title]);
}
