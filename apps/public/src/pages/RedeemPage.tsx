import { isApiError } from "@boostdash/api-client/core/apiError";
import { redeemMutation, redeemPageConfigQuery } from "@boostdash/api-client/public/queries";
import { type RedeemCaptcha as CaptchaKind, redeemCaptchaOf } from "@boostdash/api-client/public/rules";
import { LanguageLinks } from "@boostdash/ui/screens/public/LanguageLinks";
import { usePublicText } from "@boostdash/ui/screens/public/publicText";
import { type RedeemFormValues, RedeemScreen } from "@boostdash/ui/screens/public/RedeemScreen";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { reloadPage } from "../browser";
import { PageHead } from "../PageHead";
import { headText, loadErrorMessage } from "../pageText";
import { useRouteParams } from "../router";
import { toasts } from "../toasts";
import { redeemAnswerText, redeemErrorMessage, redeemLoadErrors } from "./redeemText";

// Loaded only once a redeem is answered with the captcha (docs/decisions.md#redeem-keys).
const RedeemCaptcha = lazy(() => import("../captcha/RedeemCaptcha"));

/** `/api/redeem-order/:guildId` and `/api/redeem/:guildId`: the same page (docs/product.md#redeem). */
export default function RedeemPage() {
  const { guildId = "" } = useRouteParams();
  const { locale, messages } = usePublicText();
  const words = messages.redeem;
  const config = useQuery(redeemPageConfigQuery(guildId));
  const redeem = useMutation(redeemMutation(guildId));
  // Set by a 429 that asks for a captcha; each solution is good for one attempt, so a new widget follows each.
  const [captcha, setCaptcha] = useState<CaptchaKind>();
  const [captchaKey, setCaptchaKey] = useState("");
  const [captchaRound, setCaptchaRound] = useState(0);

  // docs/product.md#redeem: a loading toast 'Redeeming...' that becomes the server's message, as success or error.
  async function submit(values: RedeemFormValues): Promise<boolean> {
    if (captcha === "altcha" && !captchaKey) {
      // The login's words for a captcha left undone (docs/product.md#login).
      await toasts.error(words.captchaMissing);
      return false;
    }
    const toastId = await toasts.loading(words.submitting);
    const sentKey = captcha === "off" ? "off" : captchaKey;
    if (captcha) {
      setCaptchaKey("");
      setCaptchaRound((n) => n + 1);
    }
    try {
      const result = await redeem.mutateAsync(sentKey ? { ...values, captcha_key: sentKey } : values);
      const ok = result.status === "success";
      // Earlier attempts' errors would sit beside the success dialog (a quarter of a phone's screen).
      if (ok) await toasts.dismissAllBut(toastId);
      const fallback = ok ? words.redeemed : words.failed;
      const message = result.message ? redeemAnswerText(result.message, words) : fallback;
      await toasts.resolve(toastId, ok ? "success" : "error", message);
      return ok;
    } catch (error) {
      const asked = isApiError(error) ? redeemCaptchaOf(error.status, error.body) : undefined;
      if (asked) setCaptcha(asked);
      await toasts.resolve(toastId, "error", redeemErrorMessage(error, words));
      return false;
    }
  }

  const status = config.data ? "ready" : config.isPending ? "loading" : "error";
  return (
    <>
      <PageHead text={headText(words)} storeName={config.data?.storeName} />
      <RedeemScreen
        status={status}
        config={config.data}
        errorMessage={
          config.isError ? loadErrorMessage(redeemLoadErrors(messages), config.error) : words.fallback
        }
        onRetry={reloadPage}
        guildId={guildId}
        busy={redeem.isPending}
        onSubmit={submit}
        onInvalid={(message) => void toasts.error(message)}
        languages={<LanguageLinks />}
        captcha={
          captcha === "altcha" ? (
            <Suspense fallback={null}>
              <RedeemCaptcha
                key={captchaRound}
                locale={locale}
                words={words}
                onVerify={setCaptchaKey}
                onExpire={() => setCaptchaKey("")}
              />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}
