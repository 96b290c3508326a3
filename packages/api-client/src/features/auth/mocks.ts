/** Sign-in mocks: the signed-in seller, the captcha configuration, and the admin check the other features' mocks use. */
import { HttpResponse } from "msw";
import { TEAM_ROLES, type TeamRole } from "../../core/contract/permissions.ts";
import { MOCK_NOW, MOCK_TOKEN } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { MOCK_SIGN_IN_ID, MOCK_TOTP_CODE } from "../team/fixtures.ts";
import { MOCK_AUTHENTICATION_OPTIONS } from "../team/mocks.ts";
import type { SessionAnswer } from "./contract.ts";
import { createCaptchaConfig, createCurrentUser, createCurrentUserAs } from "./fixtures.ts";
import type { AuthMockState } from "./mockState.ts";
import { adminRequired, signInMessages } from "./texts.ts";

/** The challenge id of the mocks' second-factor step. */
export const MOCK_SECOND_FACTOR_CHALLENGE = "second-factor-1";

const session = () =>
  HttpResponse.json<SessionAnswer>({ code: 200, message: signInMessages.success, token: MOCK_TOKEN });

/** A 403 unless the mock user is an admin, as the server answers admin routes. */
export function forbiddenUnlessAdmin() {
  return mockStore().user.admin ? undefined : errorResponse(403, { message: adminRequired });
}

const ROLE_SCENARIO_NAMES: Record<TeamRole, string> = {
  owner: "asOwner",
  admin: "asAdminMember",
  manager: "asManager",
  support: "asSupport",
  viewer: "asViewer",
};

function roleScenarios(route: ReturnType<typeof routesAt>) {
  return Object.fromEntries(
    TEAM_ROLES.map((role) => [
      ROLE_SCENARIO_NAMES[role],
      route("currentUser", () => HttpResponse.json(createCurrentUserAs(role))),
    ]),
  ) as Record<"asOwner" | "asAdminMember" | "asManager" | "asSupport" | "asViewer", ReturnType<typeof route>>;
}

export const authMocks = {
  seed: (): AuthMockState => ({ user: createCurrentUser(), captcha: createCaptchaConfig() }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      login: route("login", async ({ request }) => {
        const body = await readBody("login", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        // An owner with a second factor finishes with it (docs/product.md#team), as the server answers.
        const { user } = mockStore();
        if (user.role === "owner" && (user.factors.passkeys > 0 || user.factors.totp)) {
          const methods = [
            ...(user.factors.passkeys > 0 ? (["passkey"] as const) : []),
            ...(user.factors.totp ? (["totp"] as const) : []),
            "recovery" as const,
          ];
          return HttpResponse.json({
            code: 200,
            message: signInMessages.secondFactorNeeded,
            secondFactor: { challengeId: MOCK_SECOND_FACTOR_CHALLENGE, methods, expiresAt: MOCK_NOW },
          });
        }
        return session();
      }),
      passkeyOptions: route("passkeyOptions", () =>
        HttpResponse.json({ challengeId: "passkey-signin-1", options: MOCK_AUTHENTICATION_OPTIONS }),
      ),
      passkeySignIn: route("passkeySignIn", async ({ request }) => {
        const body = await readBody("passkeySignIn", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        return session();
      }),
      totpSignIn: route("totpSignIn", async ({ request }) => {
        const body = await readBody("totpSignIn", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        if (body.data.signInId !== MOCK_SIGN_IN_ID || body.data.code !== MOCK_TOTP_CODE) {
          return errorResponse(401, { code: 401, message: signInMessages.totpInvalid });
        }
        return session();
      }),
      recoverySignIn: route("recoverySignIn", async ({ request }) => {
        const body = await readBody("recoverySignIn", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        const store = mockStore();
        const codes = store.team.recoveryCodes.map((c) => c.replace("-", ""));
        if (body.data.signInId !== MOCK_SIGN_IN_ID || !codes.includes(body.data.code)) {
          return errorResponse(401, { code: 401, message: signInMessages.recoveryInvalid });
        }
        store.team.recoveryCodes = store.team.recoveryCodes.filter(
          (c) => c.replace("-", "") !== body.data.code,
        );
        return session();
      }),
      secondFactor: route("secondFactor", async ({ request }) => {
        const body = await readBody("secondFactor", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        if (body.data.challengeId !== MOCK_SECOND_FACTOR_CHALLENGE) {
          return errorResponse(401, { code: 401, message: signInMessages.secondFactorExpired });
        }
        const store = mockStore();
        if (body.data.method === "totp") {
          if (body.data.code !== MOCK_TOTP_CODE) {
            return errorResponse(401, { code: 401, message: signInMessages.totpInvalid });
          }
          return session();
        }
        const typed = body.data.code.replace(/[\s-]+/g, "").toLowerCase();
        const known = store.team.recoveryCodes.find((c) => c.replace("-", "") === typed);
        if (!known) return errorResponse(401, { code: 401, message: signInMessages.recoveryInvalid });
        store.team.recoveryCodes = store.team.recoveryCodes.filter((c) => c !== known);
        return session();
      }),
      currentUser: route("currentUser", () => HttpResponse.json(mockStore().user)),
      logout: route("logout", () => HttpResponse.json({ message: "Signed out" })),
      redeemSignInCode: route("redeemSignInCode", async ({ request }) => {
        const body = await readBody("redeemSignInCode", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        return session();
      }),
      botSignInLink: route("botSignInLink", () =>
        HttpResponse.json({
          path: "/dashboard?signin=mock-code",
          url: "http://localhost/dashboard?signin=mock-code",
          expires_at: MOCK_NOW,
        }),
      ),
      captchaConfig: route("captchaConfig", () => HttpResponse.json(mockStore().captcha)),
      altchaChallenge: route("altchaChallenge", () =>
        HttpResponse.json({
          algorithm: "SHA-256",
          challenge: "0".repeat(64),
          maxnumber: 1000,
          salt: "mock",
          signature: "mock",
        }),
      ),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      login: {
        invalidCode: route("login", () => errorResponse(401, { code: 401, message: "Invalid access code" })),
      },
      currentUser: {
        asAdmin: route("currentUser", () => HttpResponse.json(createCurrentUser({ admin: true }))),
        asSeller: route("currentUser", () => HttpResponse.json(createCurrentUser({ admin: false }))),
        /** The current user as each team role (`asOwner`, `asAdminMember`, `asManager`, `asSupport`, `asViewer`). */
        ...roleScenarios(route),
      },
      captchaConfig: {
        off: route("captchaConfig", () => HttpResponse.json({ provider: "off" })),
        altcha: route("captchaConfig", () => HttpResponse.json({ provider: "altcha" })),
        turnstile: route("captchaConfig", () =>
          HttpResponse.json({ provider: "turnstile", siteKey: "1x00000000000000000000AA" }),
        ),
      },
    };
  },
};
