/** Every query key in one factory, so invalidation and mocks never guess at string literals. */
const root = ["boostdash"] as const;

export const queryKeys = {
  all: root,
  auth: {
    currentUser: () => [...root, "auth", "currentUser"] as const,
    captchaConfig: () => [...root, "auth", "captchaConfig"] as const,
  },
  dashboard: {
    data: () => [...root, "dashboard", "data"] as const,
  },
  public: {
    orderStatus: (guildId: string, orderId: string) =>
      [...root, "public", "orderStatus", guildId, orderId] as const,
    liveStock: (guildId: string) => [...root, "public", "liveStock", guildId] as const,
    redeemPage: (guildId: string) => [...root, "public", "redeemPage", guildId] as const,
  },
  customCode: {
    detail: () => [...root, "customCode"] as const,
  },
  domains: {
    list: () => [...root, "domains", "list"] as const,
    target: () => [...root, "domains", "target"] as const,
  },
  suggestions: {
    list: () => [...root, "suggestions", "list"] as const,
  },
  orders: {
    /** Prefix of every orders key: invalidate it to reload the page. */
    root: () => [...root, "orders"] as const,
    /** The streamed list of every order (useOrders). */
    all: () => [...root, "orders", "all"] as const,
    folders: () => [...root, "orders", "folders"] as const,
    detail: (folderId: string) => [...root, "orders", "detail", folderId] as const,
  },
  admin: {
    logs: () => [...root, "admin", "logs"] as const,
  },
  settings: {
    detail: () => [...root, "settings"] as const,
  },
  bugs: {
    list: () => [...root, "bugs", "list"] as const,
  },
} as const;
