import { recoverySignIn, secondFactor, totpSignIn } from "@boostdash/api-client/auth/api";
import type { SessionAnswer } from "@boostdash/api-client/auth/contract";
import {
  captchaConfigQuery,
  currentUserQuery,
  loginMutation,
  startSession,
} from "@boostdash/api-client/auth/queries";
import { LOGIN_REDIRECT_MS, needsSecondFactor } from "@boostdash/api-client/auth/rules";
import { loginErrors, loginMessages, signInMessages } from "@boostdash/api-client/auth/texts";
import { isApiError } from "@boostdash/api-client/core/apiError";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { getToken } from "@boostdash/api-client/core/token";
import { LoginScreen } from "@boostdash/ui/screens/login/LoginScreen";
import {
  ACCESS_CODE_STEP,
  type CodeInput,
  type LoginFieldErrors,
  type LoginStep,
  secondFactorStep,
} from "@boostdash/ui/screens/login/loginSteps";
import { passkeyProblemText } from "@boostdash/ui/screens/login/loginText";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { afterSignIn } from "../auth/afterSignIn";
import { passkeyProblem, passkeysSupported } from "../auth/passkeyProblem";
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

/** The first of a schema's complaints about each field, in its own words. */
function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === "signInId" ? "signInId" : "code";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Why a passkey gave no session: the server's words when it answered, else what the browser's refusal means. */
function passkeyFailure(error: unknown): string {
  if (isApiError(error)) return serverMessageOr(error, loginErrors.failed);
  return passkeyProblemText[passkeyProblem(error)];
}

/** `/`: the access code, a passkey, a member's codes, and the owner's second step (docs/product.md#login). */
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
  const client = useQueryClient();
  const [step, setStep] = useState<LoginStep>(ACCESS_CODE_STEP);
  // The owner's second-factor step the server opened after a right access code.
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [pending, setPending] = useState<"passkey" | "code" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
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

  const changeStep = (next: LoginStep) => {
    if (pending) return;
    setStep(next);
    setError(null);
    setFieldErrors({});
    if (next.kind !== "secondFactor") setChallengeId(null);
  };

  /** Every way in ends here: the session stored, the success told, the dashboard a second later. */
  const signedIn = (message: string) => {
    loginToast.success(message);
    const target = afterSignIn(location.state);
    // The page it opens in a second comes meanwhile, so it shows at once (docs/decisions.md, "Dashboard start-up").
    void preloadRoute(new URL(target, window.location.origin).pathname);
    redirectTimer.current = setTimeout(() => navigate(target), LOGIN_REDIRECT_MS);
  };
  const sessionFrom = (answer: SessionAnswer) => {
    startSession(client, answer.token);
    // Held busy until the dashboard opens: one sign-in, not two.
    signedIn(answer.message);
  };
  const failed = (message: string) => {
    setPending(null);
    // The owner's step ran out (or was spent): back to the access code, with the server's words.
    if (challengeId && message === signInMessages.secondFactorExpired) {
      setStep(ACCESS_CODE_STEP);
      setChallengeId(null);
    }
    setError(message);
  };

  const passkey = async () => {
    if (pending) return;
    setError(null);
    if (!passkeysSupported()) {
      setError(passkeyProblemText.unsupported);
      return;
    }
    setPending("passkey");
    wantToasts();
    try {
      const { signInWithPasskey } = await import("../auth/passkeySignIn");
      sessionFrom(await signInWithPasskey(challengeId ?? undefined));
    } catch (e) {
      failed(passkeyFailure(e));
    }
  };

  const code = async ({ method, signInId, code: typed }: CodeInput) => {
    if (pending) return;
    setError(null);
    const schemas = await import("@boostdash/api-client/auth/contract");
    let send: () => Promise<SessionAnswer>;
    if (step.kind === "secondFactor" && challengeId) {
      const parsed = (method === "totp" ? schemas.TotpCodeSchema : schemas.RecoveryCodeSchema).safeParse(
        typed,
      );
      if (!parsed.success) {
        setFieldErrors({ code: parsed.error.issues[0]?.message });
        return;
      }
      send = () => secondFactor({ challengeId, method, code: parsed.data });
    } else {
      const body = { signInId, code: typed };
      const parsed = (method === "totp" ? schemas.TotpSignInSchema : schemas.RecoverySignInSchema).safeParse(
        body,
      );
      if (!parsed.success) {
        setFieldErrors(fieldErrorsOf(parsed.error.issues));
        return;
      }
      send = () => (method === "totp" ? totpSignIn(parsed.data) : recoverySignIn(parsed.data));
    }
    setFieldErrors({});
    setPending("code");
    wantToasts();
    try {
      sessionFrom(await send());
    } catch (e) {
      failed(serverMessageOr(e, loginErrors.failed));
    }
  };

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
    setError(null);
    login.mutate(
      { captcha_key: captchaKey, access_code: accessCode },
      {
        onSuccess: (response) => {
          if (needsSecondFactor(response)) {
            // No session yet: the owner finishes with a second factor. The captcha answer is spent either way.
            setCaptchaKey("");
            setCaptchaGeneration((n) => n + 1);
            setChallengeId(response.secondFactor.challengeId);
            setStep(secondFactorStep(response.secondFactor.methods));
            return;
          }
          signedIn(response.message);
        },
        onError: (error) => {
          loginToast.error(serverMessageOr(error, loginErrors.failed));
          setCaptchaKey("");
          setCaptchaGeneration((n) => n + 1);
        },
      },
    );
  };

  return (
    <LoginScreen
      captcha={captcha}
      submitting={login.isPending}
      onSubmit={submit}
      step={step}
      onStepChange={changeStep}
      pending={pending}
      error={error}
      fieldErrors={fieldErrors}
      onPasskey={() => void passkey()}
      onCode={(input) => void code(input)}
    />
  );
}
