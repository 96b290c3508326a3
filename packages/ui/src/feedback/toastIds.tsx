/**
 * The two toast containers' ids (react-toastify's `containerId`, also their element's id), apart from the
 * containers, so a page can name them without loading react-toastify.
 */
export const APP_TOASTS = "toasts-app";
export const LOGIN_TOASTS = "toasts-login";
