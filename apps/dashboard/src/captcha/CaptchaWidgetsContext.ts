import { createContext, useContext } from "react";
import { captchaWidgets } from "./registry";
import type { CaptchaRegistry } from "./types";

const CaptchaWidgetsContext = createContext<CaptchaRegistry>(captchaWidgets);

/** Stories put a fake widget in for a provider: `<CaptchaWidgetsProvider value={{ ...captchaWidgets, altcha: Fake }}>`. */
export const CaptchaWidgetsProvider = CaptchaWidgetsContext.Provider;

export function useCaptchaWidgets(): CaptchaRegistry {
  return useContext(CaptchaWidgetsContext);
}
