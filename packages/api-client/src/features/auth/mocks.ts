/** Sign-in mocks: the signed-in seller, the captcha configuration, and the admin check the other features' mocks use. */
import { HttpResponse } from "msw";
import { MOCK_NOW, MOCK_TOKEN } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { createCaptchaConfig, createCurrentUser } from "./fixtures.ts";
import type { AuthMockState } from "./mockState.ts";
import { adminRequired } from "./texts.ts";

/** A 403 unless the mock user is an admin, as the server answers admin routes. */
export function forbiddenUnlessAdmin() {
  return mockStore().user.admin ? undefined : errorResponse(403, { message: adminRequired });
}

export const authMocks = {
  seed: (): AuthMockState => ({ user: createCurrentUser(), captcha: createCaptchaConfig() }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      login: route("login", async ({ request }) => {
        const body = await readBody("login", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        return HttpResponse.json({ code: 200, message: "Login successful", token: MOCK_TOKEN });
      }),
      currentUser: route("currentUser", () => HttpResponse.json(mockStore().user)),
      logout: route("logout", () => HttpResponse.json({ message: "Signed out" })),
      redeemSignInCode: route("redeemSignInCode", async ({ request }) => {
        const body = await readBody("redeemSignInCode", request);
        if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
        return HttpResponse.json({ code: 200, message: "Login successful", token: MOCK_TOKEN });
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
