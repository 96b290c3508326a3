/**
 * The sign-in calls' methods and paths, without their schemas: the login page sends its first requests with
 * these while the schemas (and zod) load beside them (endpoints/auth.ts). authRoutes.ts adds the schemas.
 */
export const authPaths = {
  login: { method: "POST", path: "/auth/login", auth: "none", spec: "POST /auth/login" },
  currentUser: { method: "GET", path: "/auth/self", auth: "token", spec: "GET /api/auth/self" },
  captchaConfig: { method: "GET", path: "/auth/captcha-config", auth: "none" },
  altchaChallenge: { method: "GET", path: "/auth/altcha-challenge", auth: "none" },
} as const;
