import { type Id, Slide, ToastContainer, type ToastOptions, toast } from "react-toastify";

/**
 * One toast system (react-toastify) with the two containers of the spec:
 * `app` (dashboard and public pages) and `login` (login screen and shared helper).
 */
export const APP_TOASTS = "toasts-app";
export const LOGIN_TOASTS = "toasts-login";

export const APP_TOAST_MS = 5000;
export const LOGIN_TOAST_MS = 4000;
export const LOGIN_TOAST_LIMIT = 20;

export function AppToaster() {
  return (
    <ToastContainer
      containerId={APP_TOASTS}
      position="bottom-right"
      autoClose={APP_TOAST_MS}
      hideProgressBar={false}
      closeOnClick={false}
      pauseOnFocusLoss={false}
      theme="dark"
      className="bd-toast-app"
      aria-label="Notifications"
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
      transition={Slide}
      pauseOnFocusLoss={false}
      className="bd-toast-login"
      aria-label="Sign-in messages"
    />
  );
}

type Notify = {
  success: (message: string) => Id;
  error: (message: string) => Id;
  loading: (message: string) => Id;
  /** Turns a loading toast into its outcome (spec: 'Redeeming...' becomes the server's message). */
  resolve: (id: Id, type: "success" | "error", message: string) => void;
  dismiss: (id?: Id) => void;
};

function makeNotify(containerId: string, autoClose: number): Notify {
  const base: ToastOptions = { containerId, autoClose };
  return {
    success: (message) => toast.success(message, base),
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
    dismiss: (id) => (id === undefined ? toast.dismiss({ containerId }) : toast.dismiss({ id, containerId })),
  };
}

/** Toasts of the dashboard and public pages: bottom-right, 5000 ms, progress bar. */
export const appToast = makeNotify(APP_TOASTS, APP_TOAST_MS);
/** Toasts of the login screen: bottom-centre, 4000 ms, pink. */
export const loginToast = makeNotify(LOGIN_TOASTS, LOGIN_TOAST_MS);
