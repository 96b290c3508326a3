/**
 * The order status page's replacement request (docs/decisions.md#replacements-the-customers-screens): the form, its
 * call, and the store's captcha (the redeem page's ALTCHA) when the store asks for one. The form is in the page's
 * one script (a lazy chunk of it made the build split React off into a second initial script); its schemas (zod)
 * load with the reads' schemas, and the captcha widget only when the form shows it.
 */
import { isApiError } from "@boostdash/api-client/core/apiError";
import { publicOrderStatusKey, replacementRequestMutation } from "@boostdash/api-client/public/queries";
import type { ReplacementRequestBody } from "@boostdash/api-client/replacements/publicContract";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";
import ReplacementForm from "@boostdash/ui/screens/public/ReplacementForm";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";

const RedeemCaptcha = lazy(() => import("../captcha/RedeemCaptcha"));

export interface ReplacementRequestProps {
  guildId: string;
  orderId: string;
  /** The most this order may ask for now (warranty.maxRequest). */
  maxRequest: number;
  /** The status data's `captcha`; absent (a server from before it said) the form shows the widget. */
  captcha: "altcha" | "off" | undefined;
  /** The request was recorded and the page's data asked again (its timeline now shows it), or the customer cancelled. */
  onClose: () => void;
}

export default function ReplacementRequest({
  guildId,
  orderId,
  maxRequest,
  captcha,
  onClose,
}: ReplacementRequestProps) {
  const { locale, messages } = usePublicText();
  const client = useQueryClient();
  const send = useMutation(replacementRequestMutation(guildId, orderId));
  const withCaptcha = captcha !== "off";
  const [captchaKey, setCaptchaKey] = useState("");
  // Each solution is good for one attempt: a new widget follows each one sent.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [error, setError] = useState<string>();

  async function submit(body: ReplacementRequestBody) {
    if (withCaptcha && !captchaKey) {
      setError(messages.replacement.captchaMissing);
      return;
    }
    setError(undefined);
    if (withCaptcha) {
      setCaptchaKey("");
      setCaptchaRound((n) => n + 1);
    }
    try {
      await send.mutateAsync(withCaptcha ? { ...body, captcha_key: captchaKey } : body);
    } catch (failure) {
      // The server's own words for a refusal (English: they come from the server); anything else is unexpected.
      setError(
        isApiError(failure) && (failure.kind === "http" || failure.kind === "input") && failure.message
          ? failure.message
          : messages.common.unexpected,
      );
      return;
    }
    await client.invalidateQueries({ queryKey: publicOrderStatusKey(guildId, orderId) });
    onClose();
  }

  return (
    <ReplacementForm
      maxRequest={maxRequest}
      busy={send.isPending}
      error={error}
      onSubmit={(body) => void submit(body)}
      onCancel={onClose}
      captcha={
        withCaptcha ? (
          <Suspense fallback={null}>
            <RedeemCaptcha
              key={captchaRound}
              locale={locale}
              words={messages.replacement}
              onVerify={setCaptchaKey}
              onExpire={() => setCaptchaKey("")}
            />
          </Suspense>
        ) : undefined
      }
    />
  );
}
