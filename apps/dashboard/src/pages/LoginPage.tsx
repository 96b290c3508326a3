import { captchaConfigQuery, currentUserQuery, loginMutation } from "@boostdash/api-client/auth/queries";
import { LOGIN_REDIRECT_MS } from "@boostdash/api-client/auth/rules";
import { loginErrors, loginMessages } from "@boostdash/api-client/auth/texts";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { getToken } from "@boostdash/api-client/core/token";
import { LoginScreen } from "@boostdash/ui/screens/login/LoginScreen";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { afterSignIn } from "../auth/afterSignIn";
import { CaptchaStatus } from "../captcha/CaptchaStatus";
import { useCaptchaWidgets } from "../captcha/CaptchaWidgetsContext";
import { preloadRoute } from "../routes";
import { loginToast, wantToasts } from "../toasts";
import { usePageTitle } from "../usePageTitle";

const subscribeNever = () => () => {};

/** False while the prerendered page is being hydrated (and in the prerender itself), true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** `/`: the access-code sign-in (docs/product.md#login). */
export function LoginPage() {
  usePageTitle("Sign in");
  const captchaWidgets = useCaptchaWidgets();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useQuery(captchaConfigQuery());
  // Already signed in (a stored token the server accepts): straight to the dashboard.
  const hasToken = useState(() => getToken() !== null)[0];
  const user = useQuery({ ...currentUserQuery(), enabled: hasToken });
  useEffect(() => {
    if (user.data) navigate(afterSignIn(location.state), { replace: true });
  }, [user.data, navigate, location.state]);
  const login = useMutation(loginMutation());
  const [captchaKey, setCaptchaKey] = useState("");
  // A new generation remounts the widget: a used or failed challenge is never sent twice.
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Without the config (server unreachable) fall back to the default provider, as the server does. While hydrating,
  // the captcha area stays as it was prerendered (loading), though the page brought its configuration with it.
  const hydrated = useHydrated();
  const provider = hydrated ? (config.data?.provider ?? (config.isError ? "altcha" : undefined)) : undefined;
  const Widget = provider ? captchaWidgets[provider] : undefined;
  const captcha = Widget ? (
    <Suspense fallback={<CaptchaStatus state="loading" />}>
      <Widget
        key={captchaGeneration}
        siteKey={config.data?.siteKey}
        onVerify={setCaptchaKey}
        onExpire={() => setCaptchaKey("")}
        onError={() => setCaptchaKey("")}
      />
    </Suspense>
  ) : (
    <CaptchaStatus state="loading" />
  );

  const submit = (accessCode: string) => {
    if (!captchaKey) {
      loginToast.error(loginMessages.captcha);
      return;
    }
    if (accessCode.trim() === "") {
      loginToast.error(loginMessages.accessCode);
      return;
    }
    // Its answer is told in a toast: fetch the toasts beside the request.
    wantToasts();
    login.mutate(
      { captcha_key: captchaKey, access_code: accessCode },
      {
        onSuccess: (response) => {
          loginToast.success(response.message);
          const target = afterSignIn(location.state);
          // The page it opens in a second comes meanwhile, so it shows at once (docs/decisions.md, "Dashboard start-up").
          void preloadRoute(new URL(target, window.location.origin).pathname);
          redirectTimer.current = setTimeout(() => navigate(target), LOGIN_REDIRECT_MS);
        },
        onError: (error) => {
          loginToast.error(serverMessageOr(error, loginErrors.failed));
          setCaptchaKey("");
          setCaptchaGeneration((n) => n + 1);
        },
      },
    );
  };

  return <LoginScreen captcha={captcha} submitting={login.isPending} onSubmit={submit} />;
}
