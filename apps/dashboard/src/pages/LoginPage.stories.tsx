import { createCurrentUser } from "@boostdash/api-client/auth/fixtures";
import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
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
