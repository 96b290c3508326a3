import { createCurrentUser } from "@boostdash/api-client/auth/fixtures";
import { MOCK_SECOND_FACTOR_CHALLENGE } from "@boostdash/api-client/auth/mocks";
import { signInMessages } from "@boostdash/api-client/auth/texts";
import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute, mockRouteUntyped } from "@boostdash/api-client/core/mocks/route";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import { createRecoveryCodes, MOCK_SIGN_IN_ID, MOCK_TOTP_CODE } from "@boostdash/api-client/team/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { AppRoutes } from "../AppRoutes";
import { CaptchaWidgetsProvider } from "../captcha/CaptchaWidgetsContext";
import { forgetLoadedScripts } from "../captcha/loadScript";
import type { CaptchaWidgetProps } from "../captcha/types";
import {
  CurrentPath,
  currentPath,
  fakeCaptchaWidgets,
  LOAD,
  mockApi,
  WIRING_SCREENSHOT,
  withDashboardApp,
} from "../stories/storyKit";
import { dropFocus, settleToasts } from "../stories/storySettle";

/** Records every sign-in request, so a play can tell that none was sent. */
const loginRequests = fn();
const countedLogin = mockRoute("login", async ({ request }) => {
  loginRequests(await request.clone().json());
  return HttpResponse.json({ code: 200, message: "Login successful", token: MOCK_TOKEN });
});

const meta = {
  title: "Wiring/Dashboard/LoginPage",
  component: AppRoutes,
  decorators: [withDashboardApp],
  afterEach: settleToasts,
  render: () => (
    <>
      <AppRoutes />
      <CurrentPath />
    </>
  ),
  parameters: {
    layout: "fullscreen",
    route: "/",
    msw: mockApi(scenarios.captchaConfig.altcha, countedLogin),
    // Signing in lands on the dashboard, drawn as the other Wiring stories draw it.
    screenshot: WIRING_SCREENSHOT,
  },
  beforeEach: () => {
    loginRequests.mockClear();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

async function tickCaptcha(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole("checkbox", { name: "I'm not a robot" }, LOAD),
  );
}

async function typeCode(canvasElement: HTMLElement, code = "K7PX-2QMR-9WDA") {
  await userEvent.type(within(canvasElement).getByPlaceholderText("Enter Access Code"), code);
}

function submit(canvasElement: HTMLElement) {
  return userEvent.click(within(canvasElement).getByRole("button", { name: "Submit" }));
}

export const Idle: Story = {
  parameters: { screenshot: { sameAs: "screens-login--idle" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Enter Access Code" }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(document.title).toBe("Sign in · boostdash");
  },
};

/** docs/product.md#login: no captcha key -> 'Please complete the CAPTCHA' and no request, even with a code typed. */
export const CaptchaMissing: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("checkbox", { name: "I'm not a robot" }, LOAD);
    await typeCode(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

/** The captcha is checked before the code: with neither, only the captcha message shows. */
export const NothingFilledIn: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("checkbox", { name: "I'm not a robot" }, LOAD);
    await submit(canvasElement);
    await expect(await screen.findByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(screen.queryByText("Please enter your access code")).toBeNull();
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

export const AccessCodeMissing: Story = {
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Please enter your access code")).toBeVisible();
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

/** Code 200: the token is stored under `token` and the browser goes to /dashboard about 1 s later. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Login successful")).toBeVisible();
    await expect(loginRequests).toHaveBeenCalledWith({
      captcha_key: "fake-captcha-key",
      access_code: "K7PX-2QMR-9WDA",
    });
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(MOCK_TOKEN);
    // Still on the login page right after the answer; then the dashboard.
    await expect(within(canvasElement).getByTestId("current-path")).toHaveTextContent(/^\/$/);
    await waitFor(
      () => expect(within(canvasElement).getByTestId("current-path")).toHaveTextContent("/dashboard"),
      {
        timeout: 3_000,
      },
    );
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: mockApi(scenarios.captchaConfig.altcha, scenarios.login.slow) },
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement);
    await submit(canvasElement);
    const button = await within(canvasElement).findByRole("button", { name: "Submitting..." });
    await expect(button).toBeDisabled();
  },
};

/** A non-200 code: the server's message; the used captcha is replaced by a fresh one. */
export const WrongCode: Story = {
  parameters: { msw: mockApi(scenarios.captchaConfig.altcha, scenarios.login.invalidCode) },
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement, "WRONG-CODE");
    await submit(canvasElement);
    await expect(await screen.findByText("Invalid access code")).toBeVisible();
    await expect(
      await within(canvasElement).findByRole("checkbox", { name: "I'm not a robot" }),
    ).not.toBeChecked();
    await expect(within(canvasElement).getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    dropFocus();
  },
};

/** A 200 answer whose body code is not 200 is a failure too, with its message. */
export const Non200BodyCode: Story = {
  parameters: {
    msw: mockApi(
      scenarios.captchaConfig.altcha,
      http.post("/api/auth/login", () =>
        HttpResponse.json({ code: 403, message: "Captcha verification failed" }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Captcha verification failed")).toBeVisible();
    dropFocus();
  },
};

/** No answer at all: 'Failed to login'. */
export const NetworkFailure: Story = {
  parameters: { msw: mockApi(scenarios.captchaConfig.altcha, scenarios.login.networkError) },
  play: async ({ canvasElement }) => {
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Failed to login")).toBeVisible();
    dropFocus();
  },
};

/** `CAPTCHA_PROVIDER=off`: no widget, a placeholder key is sent. */
export const CaptchaOff: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.off, countedLogin),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Enter Access Code" }, LOAD);
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await typeCode(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(loginRequests).toHaveBeenCalledWith({
        captcha_key: "captcha-off",
        access_code: "K7PX-2QMR-9WDA",
      }),
    );
    await expect(await screen.findByText("Login successful")).toBeVisible();
    // Then the dashboard, as after any sign-in: waiting for it keeps the shot off the 1 s redirect's timing.
    await waitFor(() => expect(currentPath()).toBe("/dashboard"), { timeout: 3_000 });
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD),
    ).toBeVisible();
    dropFocus();
  },
};

/** A widget whose solution can run out, like ALTCHA's and Turnstile's do. */
function ExpiringCaptcha({ onVerify, onExpire }: CaptchaWidgetProps) {
  const [state, setState] = useState<"idle" | "verified" | "expired">("idle");
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
        onClick={() => {
          setState("verified");
          onVerify("expiring-key");
        }}
      >
        Verify
      </button>
      <button
        type="button"
        className="rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
        onClick={() => {
          setState("expired");
          onExpire();
        }}
      >
        Let it expire
      </button>
      <span className="self-center text-sm text-muted">{state}</span>
    </div>
  );
}

/** Expired (or errored) resets the key: the next submit asks for the captcha again. */
export const CaptchaExpired: Story = {
  decorators: [
    (Story) => (
      <CaptchaWidgetsProvider value={{ ...fakeCaptchaWidgets, altcha: ExpiringCaptcha }}>
        <Story />
      </CaptchaWidgetsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Verify" }, LOAD));
    await userEvent.click(canvas.getByRole("button", { name: "Let it expire" }));
    await typeCode(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

/** The provider's config not loaded yet: a placeholder where the widget goes. */
export const CaptchaConfigLoading: Story = {
  parameters: { msw: mockApi(scenarios.captchaConfig.slow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveTextContent("Loading captcha...");
    await submit(canvasElement);
    await expect(await screen.findByText("Please complete the CAPTCHA")).toBeVisible();
  },
};

/** Turnstile, configured with a site key: its script loads (served by msw here) and renders, dark. */
const fakeTurnstileScript = `
window.turnstile = {
  render(el, opts) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = "Verify with Turnstile (" + opts.theme + ")";
    b.className = "rounded-md border border-border bg-surface-2 px-3 py-2 text-sm text-fg";
    b.onclick = () => opts.callback("turnstile-token");
    el.appendChild(b);
    return "widget-1";
  },
  remove() {},
};`;
const turnstileScriptRequests = fn();

/** Each story loads the provider's script afresh: no cached load, no global left by the last story. */
function resetTurnstile() {
  turnstileScriptRequests.mockClear();
  forgetLoadedScripts();
  Reflect.deleteProperty(window, "turnstile");
  for (const script of document.querySelectorAll("script[src*='challenges.cloudflare.com']")) script.remove();
}

export const Turnstile: Story = {
  parameters: {
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
    msw: mockApi(
      scenarios.captchaConfig.turnstile,
      countedLogin,
      http.get("https://challenges.cloudflare.com/turnstile/v0/api.js", () => {
        turnstileScriptRequests();
        return new HttpResponse(fakeTurnstileScript, { headers: { "Content-Type": "text/javascript" } });
      }),
    ),
  },
  beforeEach: resetTurnstile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Verify with Turnstile (dark)" }, LOAD));
    await typeCode(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(loginRequests).toHaveBeenCalledWith({
        captcha_key: "turnstile-token",
        access_code: "K7PX-2QMR-9WDA",
      }),
    );
    await expect(turnstileScriptRequests).toHaveBeenCalledOnce();
    // The redirect a second later would otherwise race the screenshot: take it once the dashboard is there.
    await expect(await canvas.findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
    dropFocus();
  },
};

/** The provider's script cannot be loaded: tried 3 times (2 retries), then a message. */
export const CaptchaScriptFails: Story = {
  parameters: {
    msw: mockApi(
      scenarios.captchaConfig.turnstile,
      http.get("https://challenges.cloudflare.com/turnstile/v0/api.js", () => {
        turnstileScriptRequests();
        return new HttpResponse("Service unavailable", { status: 503 });
      }),
    ),
  },
  beforeEach: resetTurnstile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Captcha failed to load.", {}, { timeout: 8_000 })).toBeVisible();
    await expect(turnstileScriptRequests).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** A seller whose stored token still works opens `/`: straight to the dashboard, no sign-in form to fill. */
export const AlreadySignedIn: Story = {
  parameters: { screenshot: { sameAs: "wiring-dashboard-homepage--success" } },
  beforeEach: () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, MOCK_TOKEN);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD),
    ).toBeVisible();
    await expect(within(canvasElement).getByTestId("current-path")).toHaveTextContent(/^\/dashboard$/);
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

let signedIn = false;
/** The server knows the seller only after a sign-in: a deep link first meets a 401. */
const userAfterSignIn = mockRoute("currentUser", () =>
  signedIn
    ? HttpResponse.json(createCurrentUser())
    : errorResponse(401, { code: 401, message: "Unauthorized: please sign in again." }),
);
const signInThenKnown = mockRoute("login", () => {
  signedIn = true;
  return HttpResponse.json({ code: 200, message: "Login successful", token: MOCK_TOKEN });
});

/** A signed-out seller opens a deep link, is sent to sign in, and comes back to the page they asked for. */
export const ReturnsToTheDeepLink: Story = {
  parameters: {
    route: "/dashboard/admin",
    msw: mockApi(scenarios.captchaConfig.altcha, userAfterSignIn, signInThenKnown),
  },
  beforeEach: () => {
    signedIn = false;
    localStorage.setItem(TOKEN_STORAGE_KEY, "expired-token");
  },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText("You need to log in to access this page.", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByTestId("current-path")).toHaveTextContent(/^\/$/));
    // The refused token is dropped.
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await tickCaptcha(canvasElement);
    await typeCode(canvasElement);
    await submit(canvasElement);
    await waitFor(
      () => expect(within(canvasElement).getByTestId("current-path")).toHaveTextContent("/dashboard/admin"),
      { timeout: 3_000 },
    );
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Admin Logs" }, LOAD),
    ).toBeVisible();
  },
};

// The other ways in (docs/product.md#login): a passkey, a member's codes, the owner's second step.

/** Records the bodies of the passkey, code and second-factor calls, so a play can tell what was sent (or not). */
const signInCalls = fn();
const recorded = (
  name: "passkeyOptions" | "passkeySignIn" | "totpSignIn" | "recoverySignIn" | "secondFactor",
) =>
  mockRouteUntyped(name, async ({ request }) => {
    signInCalls(name, await request.clone().json());
    // No answer here: the mocks' own handler answers.
    return undefined;
  });
const recordAll = [
  recorded("passkeyOptions"),
  recorded("passkeySignIn"),
  recorded("totpSignIn"),
  recorded("recoverySignIn"),
  recorded("secondFactor"),
];

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** What the browser hands back for a passkey: a real assertion's shape, with made-up bytes the mocks accept. */
const fakeAssertion = {
  id: "cGFzc2tleS0x",
  rawId: bytes("passkey-1"),
  type: "public-key",
  authenticatorAttachment: "platform",
  response: {
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    authenticatorData: bytes("authenticator-data"),
    signature: bytes("signature"),
    userHandle: bytes("owner"),
  },
  getClientExtensionResults: () => ({}),
};

/**
 * Stands in for the browser's passkey prompt: a story is a screen test (the real WebAuthn runs end to end with
 * Chromium's virtual authenticator). `answer` resolves with an assertion, or rejects as the browser does.
 */
function stubPasskeyPrompt(answer: () => Promise<unknown>) {
  return () => {
    const get = spyOn(navigator.credentials, "get").mockImplementation(
      () => answer() as Promise<Credential | null>,
    );
    return () => get.mockRestore();
  };
}
const touchesPasskey = stubPasskeyPrompt(async () => fakeAssertion);
const cancelsPasskey = stubPasskeyPrompt(async () => {
  throw new DOMException("The operation either timed out or was not allowed.", "NotAllowedError");
});

const clearSignInCalls = () => {
  signInCalls.mockClear();
};

async function landsOnTheDashboard(canvasElement: HTMLElement) {
  await expect(await screen.findByText("Login successful", {}, LOAD)).toBeVisible();
  await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(MOCK_TOKEN);
  await waitFor(() => expect(currentPath()).toBe("/dashboard"), { timeout: 3_000 });
  await expect(await within(canvasElement).findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
  dropFocus();
}

/** 'Sign in with a passkey': the server's challenge, the browser's passkey, a session, then the dashboard. */
export const PasskeySignsIn: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  beforeEach: [clearSignInCalls, touchesPasskey],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Sign in with a passkey" }, LOAD),
    );
    await landsOnTheDashboard(canvasElement);
    await expect(signInCalls).toHaveBeenCalledWith("passkeyOptions", {});
    await expect(signInCalls).toHaveBeenCalledWith("passkeySignIn", {
      challengeId: "passkey-signin-1",
      credential: expect.objectContaining({ id: "cGFzc2tleS0x", rawId: "cGFzc2tleS0x", type: "public-key" }),
    });
    await expect(navigator.credentials.get).toHaveBeenCalledOnce();
    // No access code and no captcha: the passkey is the way in.
    await expect(loginRequests).not.toHaveBeenCalled();
  },
};

/** The person closed the browser's prompt (or this device has no passkey for the site): the page's words. */
export const PasskeyCancelled: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll),
    screenshot: { sameAs: "screens-login--passkey-cancelled" },
  },
  beforeEach: [clearSignInCalls, cancelsPasskey],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Sign in with a passkey" }, LOAD));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(
      "No passkey was used: the request was cancelled or timed out, or this device has no passkey for this site. Try again, or sign in another way.",
    );
    await expect(canvas.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
    await expect(signInCalls).not.toHaveBeenCalledWith("passkeySignIn", expect.anything());
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    dropFocus();
  },
};

/** The server does not know the passkey the browser offered: its words. */
export const PasskeyRefused: Story = {
  parameters: {
    msw: mockApi(
      scenarios.captchaConfig.altcha,
      mockRoute("passkeySignIn", () =>
        errorResponse(401, { code: 401, message: signInMessages.passkeyUnknown }),
      ),
    ),
    screenshot: { sameAs: "screens-login--passkey-refused" },
  },
  beforeEach: touchesPasskey,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Sign in with a passkey" }, LOAD));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(
      "This passkey is not registered with any store here.",
    );
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    dropFocus();
  },
};

async function openMemberCode(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole("button", { name: "Use an authenticator code" }, LOAD),
  );
  await expect(
    await within(canvasElement).findByRole("heading", { name: "Sign in as a team member" }),
  ).toBeVisible();
}

/** A member: sign-in ID and authenticator code (spaces between the digits are fine), then the dashboard. */
export const MemberSignsIn: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await openMemberCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Sign-in ID/), ` ${MOCK_SIGN_IN_ID.toUpperCase()} `);
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), "123 456");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await landsOnTheDashboard(canvasElement);
    // The contract's schema tidied what was typed.
    await expect(signInCalls).toHaveBeenCalledWith("totpSignIn", {
      signInId: MOCK_SIGN_IN_ID,
      code: MOCK_TOTP_CODE,
    });
  },
};

/** Nothing typed: TotpSignInSchema's words beside each field, and no request. */
export const MemberCodeNotValid: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll),
    screenshot: { sameAs: "screens-login--member-code-invalid" },
  },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await openMemberCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Enter your sign-in ID")).toBeVisible();
    await expect(canvas.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
    await expect(signInCalls).not.toHaveBeenCalled();
    dropFocus();
  },
};

/** A wrong code: the server's words; the form stays for another try. */
export const MemberCodeRefused: Story = {
  parameters: { msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll) },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await openMemberCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Sign-in ID/), MOCK_SIGN_IN_ID);
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), "654321");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(
      "Invalid sign-in ID or authenticator code",
    );
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    dropFocus();
  },
};

/** A member without their authenticator: a recovery code (spent by the server), then the dashboard. */
export const MemberRecoverySignsIn: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, ...recordAll),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await openMemberCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(canvas.getByLabelText(/Sign-in ID/), MOCK_SIGN_IN_ID);
    const [code] = createRecoveryCodes();
    await userEvent.type(await canvas.findByLabelText(/Recovery code/), (code ?? "").toUpperCase());
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await landsOnTheDashboard(canvasElement);
    await expect(signInCalls).toHaveBeenCalledWith("recoverySignIn", {
      signInId: MOCK_SIGN_IN_ID,
      code: (code ?? "").replace("-", ""),
    });
  },
};

/** The login's answer for an owner with a second factor: no session, the step and its methods. */
const secondFactorNeeded = (methods: ("passkey" | "totp" | "recovery")[]) =>
  mockRoute("login", async ({ request }) => {
    loginRequests(await request.clone().json());
    return HttpResponse.json({
      code: 200,
      message: signInMessages.secondFactorNeeded,
      secondFactor: {
        challengeId: MOCK_SECOND_FACTOR_CHALLENGE,
        methods,
        expiresAt: "2026-11-29T12:05:00.000Z",
      },
    });
  });

async function signInWithTheCode(canvasElement: HTMLElement) {
  await tickCaptcha(canvasElement);
  await typeCode(canvasElement);
  await submit(canvasElement);
  await expect(
    await within(canvasElement).findByRole("heading", { name: "Second factor needed" }, LOAD),
  ).toBeVisible();
  // No session yet.
  await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
}

/** The owner's right access code, then their authenticator code with the step's challenge: the dashboard. */
export const OwnerSecondFactor: Story = {
  parameters: {
    msw: mockApi(
      scenarios.captchaConfig.altcha,
      secondFactorNeeded(["passkey", "totp", "recovery"]),
      ...recordAll,
    ),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await signInWithTheCode(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Use my passkey" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), `${MOCK_TOTP_CODE}{Enter}`);
    await landsOnTheDashboard(canvasElement);
    await expect(signInCalls).toHaveBeenCalledWith("secondFactor", {
      challengeId: MOCK_SECOND_FACTOR_CHALLENGE,
      method: "totp",
      code: MOCK_TOTP_CODE,
    });
  },
};

/** The second step as the page shows it (a passkey and recovery codes): the screen's state. */
export const OwnerSecondStepShown: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, secondFactorNeeded(["passkey", "recovery"])),
    screenshot: { sameAs: "screens-login--second-step-passkey" },
  },
  play: async ({ canvasElement }) => {
    await signInWithTheCode(canvasElement);
    await expect(within(canvasElement).queryByLabelText(/Authenticator code/)).toBeNull();
    dropFocus();
  },
};

/** The owner's passkey finishes the step: its options carry the step's challenge, so only their passkeys count. */
export const OwnerSecondFactorPasskey: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, secondFactorNeeded(["passkey", "recovery"]), ...recordAll),
    screenshot: { sameAs: "wiring-dashboard-loginpage--signs-in" },
  },
  beforeEach: [clearSignInCalls, touchesPasskey],
  play: async ({ canvasElement }) => {
    await signInWithTheCode(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Use my passkey" }));
    await landsOnTheDashboard(canvasElement);
    await expect(signInCalls).toHaveBeenCalledWith("passkeyOptions", {
      challengeId: MOCK_SECOND_FACTOR_CHALLENGE,
    });
  },
};

/** The recovery code's format is checked before sending (RecoveryCodeSchema's words). */
export const OwnerRecoveryNotValid: Story = {
  parameters: {
    msw: mockApi(scenarios.captchaConfig.altcha, secondFactorNeeded(["totp", "recovery"]), ...recordAll),
  },
  beforeEach: clearSignInCalls,
  play: async ({ canvasElement }) => {
    await signInWithTheCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(await canvas.findByLabelText(/Recovery code/), "abc{Enter}");
    await expect(await canvas.findByText("Enter one of your recovery codes")).toBeVisible();
    await expect(signInCalls).not.toHaveBeenCalled();
    dropFocus();
  },
};

/** The step ran out: the server's words, back at the access code with a fresh captcha. */
export const OwnerSecondStepExpired: Story = {
  parameters: {
    msw: mockApi(
      scenarios.captchaConfig.altcha,
      secondFactorNeeded(["totp", "recovery"]),
      mockRoute("secondFactor", () =>
        errorResponse(401, { code: 401, message: signInMessages.secondFactorExpired }),
      ),
    ),
    screenshot: { sameAs: "screens-login--second-step-expired" },
  },
  play: async ({ canvasElement }) => {
    await signInWithTheCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Authenticator code/), `${MOCK_TOTP_CODE}{Enter}`);
    await expect(await canvas.findByRole("heading", { name: "Enter Access Code" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This sign-in took too long. Enter your access code again.",
    );
    await expect(await canvas.findByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    dropFocus();
  },
};
