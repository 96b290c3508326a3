// Every contract route's handler, put together from the features (features/<area>/handlers.ts). Typed as the full
// `Handlers`, so a contract route without a handler is a type error here.
import { authHandlers } from "./features/auth/handlers.ts";
import { botHandlers } from "./features/bot/handlers.ts";
import { bugHandlers } from "./features/bugs/handlers.ts";
import { customCodeHandlers } from "./features/customCode/handlers.ts";
import { domainHandlers } from "./features/domains/handlers.ts";
import { type HandlerDeps, requestLogger } from "./features/handlerKit.ts";
import { logHandlers } from "./features/logs/handlers.ts";
import { orderHandlers } from "./features/orders/handlers.ts";
import { publicHandlers } from "./features/public/handlers.ts";
import { redeemHandlers } from "./features/redeem/handlers.ts";
import { settingsHandlers } from "./features/sellers/handlers.ts";
import { suggestionHandlers } from "./features/suggestions/handlers.ts";
import type { Handlers } from "./http.ts";

export type { HandlerDeps };

export function createHandlers(deps: HandlerDeps): Handlers {
  const log = requestLogger(deps.store);
  return {
    ...authHandlers(deps, log),
    ...orderHandlers(deps),
    ...publicHandlers(deps),
    ...redeemHandlers(deps, log),
    ...customCodeHandlers(deps, log),
    ...domainHandlers(deps, log),
    ...suggestionHandlers(deps, log),
    ...settingsHandlers(deps, log),
    ...bugHandlers(deps, log),
    ...logHandlers(deps),
    ...botHandlers(deps),
  };
}
