import "../toasts.css";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import {
  type CloseButtonProps,
  cssTransition,
  type Id,
  ToastContainer,
  type ToastOptions,
  toast,
} from "react-toastify";
import { useToastLabels } from "./ToastLabels";
import { APP_TOASTS, LOGIN_TOASTS } from "./toastIds";
import { APP_TOAST_MS, LOGIN_TOAST_LIMIT, LOGIN_TOAST_MS, TOAST_CLOSE_ANIMATION_MS } from "./toastTimings.ts";

/**
 * One toast system (react-toastify) with the two containers of docs/product.md#notifications:
 * `app` (dashboard and public pages) and `login` (login screen and shared helper).
 */
export { APP_TOASTS, LOGIN_TOASTS };

// Enter/exit keyframes live in toasts.css (`bd-toast-enter--bottom-right` and so on), 300 ms like
// TOAST_CLOSE_ANIMATION_MS (react-toastify's own bounce-out takes 500 ms); the gap left by a closed toast then
// collapses over the same time.
const toastMotion = cssTransition({
  // With appendPosition only the last class gets the position suffix: `bd-toast-enter--bottom-right`.
  enter: "bd-toast-motion bd-toast-enter",
  exit: "bd-toast-motion bd-toast-exit",
  appendPosition: true,
  collapseDuration: TOAST_CLOSE_ANIMATION_MS,
});

function CloseToastButton({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      data-slot="toast-close"
      aria-label={label}
      className="ml-auto inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-border hover:text-fg"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

export function AppToaster() {
  // A customer page's language on a customer page, English on the dashboard (ToastLabels.tsx).
  const labels = useToastLabels();
  return (
    <ToastContainer
      containerId={APP_TOASTS}
      position="bottom-right"
      autoClose={APP_TOAST_MS}
      hideProgressBar={false}
      closeButton={(props) => <CloseToastButton {...props} label={labels.closeNotification} />}
      closeOnClick={false}
      transition={toastMotion}
      pauseOnFocusLoss={false}
      theme="dark"
      className="bd-toast-app"
      aria-label={labels.notifications}
    />
  );
}

export function LoginToaster() {
  return (
    <ToastContainer
      containerId={LOGIN_TOASTS}
      position="bottom-center"
      autoClose={LOGIN_TOAST_MS}
      hideProgressBar
      closeButton={false}
      limit={LOGIN_TOAST_LIMIT}
      transition={toastMotion}
      pauseOnFocusLoss={false}
      className="bd-toast-login"
      aria-label="Sign-in messages"
    />
  );
}

type Notify = {
  success: (message: string) => Id;
  /** A toast whose words carry a link or another element (a new order's 'New order #id'). */
  info: (content: ReactNode) => Id;
  error: (message: string) => Id;
  loading: (message: string) => Id;
  /** Turns a loading toast into its outcome (docs/product.md#redeem: 'Redeeming...' becomes the server's message). */
  resolve: (id: Id, type: "success" | "error", message: string) => void;
  /** One toast by id, or every toast of the container (queued ones included). */
  dismiss: (id?: Id) => void;
};

function makeNotify(containerId: string, autoClose: number): Notify {
  const base: ToastOptions = { containerId, autoClose };
  return {
    success: (message) => toast.success(message, base),
    info: (content) => toast.info(content, base),
    error: (message) => toast.error(message, base),
    loading: (message) => toast.loading(message, { containerId }),
    resolve: (id, type, message) =>
      toast.update(id, {
        render: message,
        type,
        isLoading: false,
        autoClose,
        closeButton: true,
        containerId,
      }),
    dismiss: (id) => {
      if (id !== undefined) {
        toast.dismiss({ id, containerId });
        return;
      }
      // Everything: also the toasts still waiting behind the login container's limit of 20.
      toast.clearWaitingQueue({ containerId });
      toast.dismiss({ containerId });
    },
  };
}

/** Toasts of the dashboard and public pages: bottom-right, 5000 ms, progress bar. */
export const appToast = makeNotify(APP_TOASTS, APP_TOAST_MS);
/** Toasts of the login screen: bottom-centre, 4000 ms, pink. */
export const loginToast = makeNotify(LOGIN_TOASTS, LOGIN_TOAST_MS);
