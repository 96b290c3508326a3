import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Id } from "react-toastify";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../primitives/Button";
import { APP_TOASTS, appToast, LOGIN_TOASTS, loginToast } from "./Toasts";
import { APP_TOAST_MS, LOGIN_TOAST_LIMIT, LOGIN_TOAST_MS, TOAST_CLOSE_ANIMATION_MS } from "./toastTimings.ts";

// The containers themselves (AppToaster, LoginToaster) are mounted by .storybook/preview.tsx, as in the apps.
// The screenshot step pauses the progress bars, so the toasts are still there when the shot is taken.

let pending: Id | undefined;

function AppToastButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="success" onClick={() => appToast.success("Suggestion created successfully!")}>
        Success
      </Button>
      <Button variant="danger" onClick={() => appToast.error("Failed to fetch orders")}>
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          pending = appToast.loading("Redeeming...");
        }}
      >
        Loading
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          if (pending !== undefined) appToast.resolve(pending, "success", "Redeem request submitted!");
        }}
      >
        Resolve loading
      </Button>
    </div>
  );
}

const meta = {
  title: "Feedback/Toasts",
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    pending = undefined;
    appToast.dismiss();
    loginToast.dismiss();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function appToasts() {
  return within(screen.getByLabelText("Notifications"));
}

export const AppToasts: Story = {
  name: "App toasts",
  render: () => (
    <div className="p-4">
      <AppToastButtons />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    await userEvent.click(canvas.getByRole("button", { name: "Error" }));
    await userEvent.click(canvas.getByRole("button", { name: "Loading" }));
    await expect(await screen.findByText("Suggestion created successfully!")).toBeVisible();
    await expect(await screen.findByText("Failed to fetch orders")).toBeVisible();
    await expect(await screen.findByText("Redeeming...")).toBeVisible();
    await expect(appToasts().getAllByRole("alert")).toHaveLength(3);
    const container = document.getElementById(APP_TOASTS)?.querySelector(".Toastify__toast-container");
    await expect(container).toHaveClass("Toastify__toast-container--bottom-right");
    // Success and error count down 5000 ms on a visible progress bar; loading waits for its outcome.
    const success = (await screen.findByText("Suggestion created successfully!")).closest(".Toastify__toast");
    await expect(success).toHaveClass("Toastify__toast--success");
    const bar = success?.querySelector<HTMLElement>(".Toastify__progress-bar");
    await expect(bar?.style.animationDuration).toBe(`${APP_TOAST_MS}ms`);
    await expect(bar).toHaveAttribute("aria-hidden", "false");
    const error = (await screen.findByText("Failed to fetch orders")).closest(".Toastify__toast");
    await expect(error).toHaveClass("Toastify__toast--error");
    const loading = (await screen.findByText("Redeeming...")).closest(".Toastify__toast");
    await expect(loading?.querySelector(".Toastify__spinner")).not.toBeNull();
    await expect(within(loading as HTMLElement).queryByRole("button")).toBeNull();
  },
};

export const AppLoadingResolves: Story = {
  name: "App loading toast resolved",
  render: AppToasts.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Loading" }));
    await expect(await screen.findByText("Redeeming...")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Resolve loading" }));
    await expect(await screen.findByText("Redeem request submitted!")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Redeeming...")).toBeNull());
    // Resolved, it can be closed by hand like any other.
    await expect(appToasts().getByRole("button", { name: "Close notification" })).toBeVisible();
  },
};

export const AppToastCloses: Story = {
  name: "App toast closed",
  render: AppToasts.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Success" }));
    const toast = await screen.findByText("Suggestion created successfully!");
    await expect(toast).toBeVisible();
    const card = toast.closest<HTMLElement>(".Toastify__toast");
    await userEvent.click(appToasts().getByRole("button", { name: "Close notification" }));
    // The closing animation is 300 ms (docs/product.md#notifications) (the test run itself freezes animations to 0 s).
    await expect(card).toHaveClass("bd-toast-exit--bottom-right");
    await expect(TOAST_CLOSE_ANIMATION_MS).toBe(300);
    await waitFor(() => expect(screen.queryByText("Suggestion created successfully!")).toBeNull());
  },
};

export const LoginToasts: Story = {
  name: "Login toasts",
  render: () => (
    <div className="flex gap-2 p-4">
      <Button variant="secondary" onClick={() => loginToast.error("Please complete the CAPTCHA")}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => loginToast.success("Access code accepted")}>
        Success
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Error" }));
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    const login = within(screen.getByLabelText("Sign-in messages"));
    const text = await login.findByText("Please complete the CAPTCHA");
    await expect(text).toBeVisible();
    await expect(await login.findByText("Access code accepted")).toBeVisible();
    const container = document.getElementById(LOGIN_TOASTS)?.querySelector(".Toastify__toast-container");
    await expect(container).toHaveClass("Toastify__toast-container--bottom-center");
    const toast = text.closest(".Toastify__toast");
    await expect(toast).not.toBeNull();
    if (!toast) return;
    // Pink, dark bold centred text, rounded, at most 350 px wide, no close button, no progress bar.
    const style = getComputedStyle(toast);
    await expect(style.backgroundColor).toBe("rgb(255, 192, 203)");
    await expect(style.color).toBe("rgb(31, 31, 31)");
    await expect(style.fontWeight).toBe("700");
    await expect(style.textAlign).toBe("center");
    await expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(350);
    await expect(login.queryByRole("button")).toBeNull();
    await expect(LOGIN_TOAST_MS).toBe(4000);
  },
};

export const LoginKeepsAtMost20: Story = {
  name: "Login toasts, at most 20",
  render: () => (
    <div className="p-4">
      <Button
        variant="secondary"
        onClick={() => {
          for (let n = 1; n <= 25; n += 1) loginToast.error(`Message ${n}`);
        }}
      >
        Fire 25
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Fire 25" }));
    const login = within(screen.getByLabelText("Sign-in messages"));
    await expect(await login.findByText("Message 20")).toBeVisible();
    await expect(login.getAllByRole("alert")).toHaveLength(LOGIN_TOAST_LIMIT);
    await expect(login.queryByText("Message 21")).toBeNull();
    // Dismissing all also drops the five still queued, so none of them appears afterwards.
    loginToast.dismiss();
    await waitFor(() => expect(login.queryAllByRole("alert")).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(login.queryByText("Message 21")).toBeNull();
  },
};
