// Step-up for the riskiest calls (docs/decisions.md#team-screens): a call the server refuses with the step-up
// reason opens one dialog; once the person confirms, the call is sent once more.
import { currentUserQuery } from "@boostdash/api-client/auth/queries";
import { isApiError } from "@boostdash/api-client/core/apiError";
import { isStepUpRequired } from "@boostdash/api-client/core/contract/stepUp";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { stepUpMutation } from "@boostdash/api-client/team/queries";
import { stepUpMessages } from "@boostdash/api-client/team/texts";
import { StepUpDialog, type StepUpMethods } from "@boostdash/ui/screens/team/StepUpDialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { confirmWithPasskey } from "./passkey";

/** The person closed the dialog without confirming: the refused call stays refused. */
export class StepUpCancelled extends Error {
  override readonly name = "StepUpCancelled";
}

type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<WithStepUp | null>(null);

/** Whether an error is the server's "confirm it is you" refusal. */
export function needsStepUp(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && isStepUpRequired(error.body);
}

/**
 * Sends `call`; if the server asks for a step-up, asks the person (the dialog), then sends it once more. A second
 * refusal, or the dialog closed, is the call's failure as any other (`StepUpCancelled` for the latter).
 */
export function useWithStepUp(): WithStepUp {
  const withStepUp = useContext(StepUpContext);
  if (!withStepUp) throw new Error("useWithStepUp() outside StepUpProvider");
  return withStepUp;
}

export function StepUpProvider({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery());
  const confirm = useMutation(stepUpMutation());
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<"passkey" | "code" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The call waiting for the person's answer: settled when they confirm or close the dialog.
  const waiting = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);

  const factors = user.data?.factors;
  const methods: StepUpMethods = {
    passkey: (factors?.passkeys ?? 0) > 0,
    totp: factors?.totp ?? false,
    // Only the owner without a factor has the access code to confirm with (members always have a factor).
    accessCode: user.data?.role === "owner" && (factors?.passkeys ?? 0) === 0 && !factors?.totp,
  };

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setError(null);
        setOpen(true);
      }),
    [],
  );

  const withStepUp = useCallback<WithStepUp>(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!needsStepUp(error)) throw error;
        await ask();
        return call();
      }
    },
    [ask],
  );

  const confirmed = () => {
    setBusy(null);
    setOpen(false);
    waiting.current?.resolve();
    waiting.current = null;
  };
  const failed = (error: unknown, fallback: string) => {
    setBusy(null);
    setError(serverMessageOr(error, fallback));
  };
  const send = (kind: "passkey" | "code", proof: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    proof().then(confirmed, (e: unknown) =>
      failed(e, kind === "passkey" ? stepUpMessages.passkeyFailed : stepUpMessages.wrongCode),
    );
  };

  return (
    <StepUpContext.Provider value={withStepUp}>
      {children}
      <StepUpDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          setOpen(false);
          waiting.current?.reject(new StepUpCancelled("Step-up cancelled"));
          waiting.current = null;
        }}
        methods={methods}
        busy={busy}
        error={error}
        onPasskey={() => send("passkey", () => confirmWithPasskey(confirm.mutateAsync))}
        onTotp={(code) => send("code", () => confirm.mutateAsync({ method: "totp", code }))}
        onAccessCode={(code) => send("code", () => confirm.mutateAsync({ method: "accessCode", code }))}
      />
    </StepUpContext.Provider>
  );
}
