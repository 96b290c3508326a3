import { serverMessageOr } from "@boostdash/api-client/core/errors";
import type { IntakeDelivery, IntakePlatform } from "@boostdash/api-client/intake/model";
import {
  intakeSettingsQuery,
  redeliverIntakeMutation,
  rotateIntakeSecretMutation,
  saveIntakeMappingsMutation,
  sendIntakeTestMutation,
  setUpIntakePlatformMutation,
} from "@boostdash/api-client/intake/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { IntakeScreen } from "@boostdash/ui/screens/intake/IntakeScreen";
import { intakePageMessages, resultOf } from "@boostdash/ui/screens/intake/intakeText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";

/** The toasts the screen's words leave to the page. */
export const integrationsPageMessages = {
  secretMade: "New secret made: copy it now, it is shown only once",
  mappingSaved: "Mapping saved",
} as const;

/**
 * `/dashboard/integrations` (docs/product.md#storefronts): the storefronts' delivery URLs and secrets, the product
 * mapping, the test and the log.
 */
export function IntegrationsPage() {
  const now = useNow();
  const settings = useQuery(intakeSettingsQuery());
  const setUp = useMutation(setUpIntakePlatformMutation());
  const rotate = useMutation(rotateIntakeSecretMutation());
  const save = useMutation(saveIntakeMappingsMutation());
  const test = useMutation(sendIntakeTestMutation());
  const redeliver = useMutation(redeliverIntakeMutation());
  // The secret itself lives only here, for this visit: its one showing.
  const [newSecret, setNewSecret] = useState<{ platform: IntakePlatform; secret: string } | null>(null);
  const [testResult, setTestResult] = useState<IntakeDelivery | null>(null);
  const { redirecting } = usePageAccess(
    firstAuthFailure(settings.error, setUp.error, rotate.error, save.error, test.error, redeliver.error),
    { failed: settings.isError && settings.errorUpdatedAt, message: intakePageMessages.loadFailed },
  );
  if (redirecting) return null;

  const failed = (fallback: string) => (error: unknown) => {
    if (!authFailureOf(error)) appToast.error(serverMessageOr(error, fallback));
  };
  const secretMade = (response: { secret: string; platform: { platform: IntakePlatform } }) => {
    setNewSecret({ platform: response.platform.platform, secret: response.secret });
    appToast.success(integrationsPageMessages.secretMade);
  };

  const busyPlatform = setUp.isPending
    ? (setUp.variables ?? null)
    : rotate.isPending
      ? (rotate.variables ?? null)
      : null;

  return (
    <IntakeScreen
      status={settings.isPending ? "loading" : settings.data ? "ready" : "error"}
      settings={settings.data}
      now={now}
      newSecret={newSecret}
      busyPlatform={busyPlatform}
      onSetUp={(platform) =>
        setUp.mutate(platform, { onSuccess: secretMade, onError: failed(intakePageMessages.setUpFailed) })
      }
      onRotate={(platform) =>
        rotate.mutate(platform, { onSuccess: secretMade, onError: failed(intakePageMessages.rotateFailed) })
      }
      mappingSaveStatus={
        save.isPending ? "saving" : save.isError ? "error" : save.isSuccess ? "saved" : "idle"
      }
      mappingSaveError={save.error ? serverMessageOr(save.error, intakePageMessages.saveFailed) : null}
      onSaveMappings={(mappings) =>
        save.mutate(mappings, {
          onSuccess: () => appToast.success(integrationsPageMessages.mappingSaved),
          onError: failed(intakePageMessages.saveFailed),
        })
      }
      testing={test.isPending}
      testResult={testResult}
      // The server signs its recorded sample of the platform; the card's product picks the platform.
      onSendTest={(product) =>
        test.mutate(product.platform, {
          onSuccess: (response) => setTestResult(response.delivery),
          onError: failed(intakePageMessages.testFailed),
        })
      }
      redeliveringId={redeliver.isPending ? (redeliver.variables ?? null) : null}
      onRedeliver={(id) =>
        redeliver.mutate(id, {
          onSuccess: ({ delivery }) => {
            const words = resultOf(delivery.result);
            const line = `${words.label}: ${words.detail(delivery)}`;
            if (words.tone === "success") appToast.success(line);
            else appToast.error(line);
          },
          onError: failed(intakePageMessages.redeliverFailed),
        })
      }
      onUrlCopied={() => appToast.success(intakePageMessages.urlCopied)}
      onSecretCopied={() => appToast.success(intakePageMessages.secretCopied)}
      onCopyFailed={() => appToast.error(intakePageMessages.copyFailed)}
      onRetry={() => void settings.refetch()}
    />
  );
}
