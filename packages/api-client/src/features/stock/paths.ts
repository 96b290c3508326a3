/** Paths the customer pages use without the schemas (as public/paths.ts): the redeem captcha's challenge. */
export const stockPaths = {
  redeemChallenge: { method: "GET", path: "/redeem-challenge", auth: "none" },
} as const;
