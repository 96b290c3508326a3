/** Shared pieces of the dashboard's container stories: fixed time, fake captcha, navigation helpers. */
import { MOCK_NOW, handlers as successHandlers } from "@boostdash/api-client/mocks";
import { FakeCaptcha } from "@boostdash/ui/screens/login/FakeCaptcha";
import type { Decorator } from "@storybook/react-vite";
import type { HttpHandler } from "msw";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AppRoutes } from "../AppRoutes";
import { CaptchaWidgetsProvider } from "../captcha/CaptchaWidgetsContext";
import { captchaWidgets } from "../captcha/registry";
import type { CaptchaRegistry } from "../captcha/types";
import { NowProvider } from "../now";
import { PublicOriginProvider } from "../origin";

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

/** Overrides first, then a success handler for every other route. */
export function mockApi(...overrides: HttpHandler[]): { handlers: HttpHandler[] } {
  return { handlers: [...overrides, ...successHandlers] };
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

/**
 * A button that was disabled while busy may or may not keep focus, depending on when the answer came;
 * drop focus so the screenshot does not depend on that race.
 */
export function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
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

/** No toast of either container is on screen. */
export function toastCount(): number {
  return document.querySelectorAll(".Toastify__toast").length;
}

function isEntering(toast: Element): boolean {
  return [...toast.classList].some((name) => name.includes("-enter"));
}

/**
 * Runs after each play (Storybook `afterEach`), before the screenshot: waits until every toast has
 * finished entering, so a toast is in the picture on every run, never half in.
 */
export async function settleToasts(): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    const toasts = [...document.querySelectorAll(".Toastify__toast")];
    if (toasts.every((toast) => !isEntering(toast))) break;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Screenshots only: the Admin Logs list scrolls with the page, and Chromium fades the page's overlay scrollbar on
 * its own clock; no scrollbar in the shot.
 */
export const withSteadyLogScroller: Decorator = (Story) => (
  <>
    <style>{"html { scrollbar-width: none; }"}</style>
    <Story />
  </>
);
