/**
 * The app a dashboard container story renders, and the meta of a signed-in page: fixed time and public origin, the
 * fake captcha and clipboard, every route mocked, and the router's current path for a play to read. The stories
 * every page tells alike are in `storyStates.ts`, what holds a screenshot still in `storySettle.tsx`, a play's
 * steps in `storyPlay.ts`, the community pages' pieces in `communityPage.ts`.
 */
import { handlers as successHandlers } from "@boostdash/api-client/core/mocks/all";
import { MOCK_NOW, MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { MOCK_BASE_URL } from "@boostdash/api-client/core/mocks/route";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import { eventsMocks } from "@boostdash/api-client/events/mocks";
import { FakeCaptcha } from "@boostdash/ui/screens/login/FakeCaptcha";
import type { Decorator } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { Mock } from "storybook/test";
import { AppRoutes } from "../AppRoutes";
import { CaptchaWidgetsProvider } from "../captcha/CaptchaWidgetsContext";
import { captchaWidgets } from "../captcha/registry";
import type { CaptchaRegistry } from "../captcha/types";
import { NowProvider } from "../now";
import { PublicOriginProvider } from "../origin";
import { settleToasts } from "./storySettle";

/** The origin the stories' public links are shown on. */
export const STORY_ORIGIN = "https://dash.example.com";

/** The first render loads lazy chunks, which a cold test run (a fresh clone) may take seconds to transform. */
export const LOAD = { timeout: 15_000 };

/** ALTCHA (the default provider) swapped for a checkbox that verifies on click. */
export const fakeCaptchaWidgets: CaptchaRegistry = { ...captchaWidgets, altcha: FakeCaptcha };

/** Fixed "now" (the mocks' MOCK_NOW), a fixed public origin and the fake captcha for every story of the app. */
export const withDashboardApp: Decorator = (Story) => (
  <NowProvider now={MOCK_NOW}>
    <PublicOriginProvider origin={STORY_ORIGIN}>
      <CaptchaWidgetsProvider value={fakeCaptchaWidgets}>
        <Story />
      </CaptchaWidgetsProvider>
    </PublicOriginProvider>
  </NowProvider>
);

/** Overrides first, then a success handler for every other route, and a quiet live-events stream. */
export function mockApi(...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...successHandlers, ...eventsMocks.handlers(MOCK_BASE_URL)] };
}

/** Shows the router's current path, so a play can assert where a redirect went. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="current-path" data-search={search} hidden>
      {pathname}
    </span>
  );
}

/** Navigates once on mount, so the story starts with a page to go back to. */
export function NavigateOnMount({ to }: { to: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to);
  }, [navigate, to]);
  return null;
}

export function currentPath(): string | null | undefined {
  return document.querySelector("[data-testid='current-path']")?.textContent;
}

/** The router's current query string, parsed. */
export function currentSearch(): URLSearchParams {
  const search = document.querySelector<HTMLElement>("[data-testid='current-path']")?.dataset.search ?? "";
  return new URLSearchParams(search);
}

/** The story's page inside the app: every route, plus the current path for redirect checks. */
export function DashboardApp() {
  return (
    <>
      <AppRoutes />
      <CurrentPath />
    </>
  );
}

/**
 * The Wiring stories' screenshots leave the dashboard sidebar's links blank: those pixels belong to the shell's own
 * stories (Layout/DashboardShell), so adding a page to the sidebar does not touch every page's picture
 * (docs/decisions.md#storybook-for-designers).
 */
export const WIRING_SCREENSHOT = { hide: ['nav[aria-label="Dashboard"]'] };

/**
 * The meta every signed-in page's stories share (the title stays in each file: Storybook reads it from there):
 * the app at `route` with the app's providers, every route mocked, a stored session `token`, toasts settled before
 * the screenshot. `beforeEach` runs after the token is stored and may return its cleanup (with no `clipboard`).
 */
export function signedInPage(
  route: string,
  options: {
    token?: string;
    decorators?: Decorator[];
    handlers?: HttpHandler[];
    /** Stands in for the browser's clipboard (see `stubClipboard`). */
    clipboard?: Mock<(text: string) => Promise<void>>;
    beforeEach?: () => undefined | (() => void);
  } = {},
) {
  const { token = MOCK_TOKEN, decorators = [], handlers = [], clipboard, beforeEach } = options;
  return {
    component: DashboardApp,
    decorators: [withDashboardApp, ...decorators],
    afterEach: settleToasts,
    parameters: { layout: "fullscreen", route, msw: mockApi(...handlers), screenshot: WIRING_SCREENSHOT },
    beforeEach: () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
      if (clipboard) return stubClipboard(clipboard);
      return beforeEach?.();
    },
  };
}

/**
 * Puts `writeText` (reset to succeed) in place of the browser's clipboard, which a test page may not grant;
 * returns the cleanup that puts the original back.
 */
export function stubClipboard(writeText: Mock<(text: string) => Promise<void>>): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  writeText.mockReset();
  writeText.mockImplementation(async () => {});
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  };
}
