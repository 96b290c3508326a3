import { isApiError } from "@boostdash/api-client/core/apiError";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { setToken } from "@boostdash/api-client/core/token";
import { acceptInvite, invitePasskeyOptions, inviteTotpSetup } from "@boostdash/api-client/team/api";
import type { AcceptedInvite, NewFactor } from "@boostdash/api-client/team/contract";
import { inviteQuery } from "@boostdash/api-client/team/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { JoinScreen, type JoinStatus, type JoinStep } from "@boostdash/ui/screens/join/JoinScreen";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { passkeyRegistration } from "../auth/passkey";
import { usePageTitle } from "../usePageTitle";

/** Said when the browser's passkey prompt failed or was closed: nothing reached the server. */
export const PASSKEY_NOT_ADDED = "The passkey was not added. Try again, or use an authenticator app.";
const LOAD_FAILED = "The invite could not be loaded. Please try again.";
const STEP_FAILED = "That did not go through. Please try again.";

/** The token from the link's fragment: the fragment never reaches the server's logs (docs/decisions.md). */
function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    // A mangled link (a stray "%"): no token, so the page says the link is not valid.
    return "";
  }
}

/**
 * `/dashboard/join#<token>` (docs/product.md#team): public, no session needed. Reads the invite, then takes the
 * person through their name and first factor; the answer signs them in, and its codes are shown once.
 */
export function JoinPage() {
  usePageTitle("Join the team");
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(hash);
  const invite = useQuery({ ...inviteQuery(token), enabled: token !== "" });
  const [name, setName] = useState("");
  const [step, setStep] = useState<JoinStep>({ kind: "name" });
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [busy, setBusy] = useState<"passkey" | "totp" | "confirm" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const status: JoinStatus = (() => {
    // Once joined, the invite reads "used": the codes stay on screen until the person says they saved them.
    if (step.kind === "done") return "valid";
    if (!token) return "notFound";
    if (invite.isPending) return "loading";
    if (invite.data) return invite.data.state === "pending" ? "valid" : invite.data.state;
    return isApiError(invite.error) && invite.error.status === 404 ? "notFound" : "error";
  })();

  const signedIn = (answer: AcceptedInvite) => {
    setToken(answer.token);
    setStep({ kind: "done", signInId: answer.signInId, recoveryCodes: answer.recoveryCodes });
  };

  /** A refusal in the server's words; one about the invite itself (used, expired, gone) reads the invite again. */
  const refused = (failure: unknown, fallback: string) => {
    setError(serverMessageOr(failure, fallback));
    if (isApiError(failure) && [404, 409, 410].includes(failure.status)) void invite.refetch();
  };

  const accept = (factor: NewFactor, who: string) => acceptInvite({ token, name: who, factor });

  const onPasskey = async (who: string) => {
    setName(who);
    setBusy("passkey");
    setError(null);
    try {
      const options = await invitePasskeyOptions(token, who);
      let credential: Awaited<ReturnType<typeof passkeyRegistration>>;
      try {
        credential = await passkeyRegistration(options.options);
      } catch {
        setError(PASSKEY_NOT_ADDED);
        return;
      }
      signedIn(await accept({ type: "passkey", challengeId: options.challengeId, credential }, who));
    } catch (failure) {
      refused(failure, STEP_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const onAuthenticator = async (who: string) => {
    setName(who);
    setBusy("totp");
    setError(null);
    try {
      const setup = await inviteTotpSetup(token);
      setChallengeId(setup.challengeId);
      setStep({ kind: "totp", secret: setup.secret, uri: setup.uri });
    } catch (failure) {
      refused(failure, STEP_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const onConfirmCode = async (code: string) => {
    if (!challengeId) return;
    setBusy("confirm");
    setError(null);
    try {
      signedIn(await accept({ type: "totp", challengeId, code }, name));
    } catch (failure) {
      refused(failure, STEP_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <JoinScreen
      status={status}
      storeName={invite.data?.storeName}
      role={invite.data?.role}
      step={step}
      busy={busy}
      error={status === "error" ? serverMessageOr(invite.error, LOAD_FAILED) : error}
      initialName={name}
      onPasskey={(who) => void onPasskey(who)}
      onAuthenticator={(who) => void onAuthenticator(who)}
      onConfirmCode={(code) => void onConfirmCode(code)}
      onBack={() => {
        setError(null);
        setStep({ kind: "name" });
      }}
      onDone={() => navigate("/dashboard", { replace: true })}
      onRetry={() => void invite.refetch()}
      onCopied={() => appToast.success("Copied to clipboard!")}
      onCopyFailed={() => appToast.error("Could not copy to the clipboard")}
    />
  );
}
