import { serverMessageOr } from "@boostdash/api-client";
import { useResetAccessCode, useUserSettings } from "@boostdash/api-client/react";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { SettingsScreen } from "@boostdash/ui/screens/settings/SettingsScreen";
import { useEffect, useRef, useState } from "react";
import { authFailureOf, useAuthRedirect } from "../auth/useAuthRedirect";
import { settingsMessages } from "../messages";
import { useNow } from "../now";
import { usePageTitle } from "../usePageTitle";

/** `/dashboard/settings`: the access code and its reset (spec §2, §4, §8). */
export function SettingsPage() {
  usePageTitle("Settings");
  const now = useNow();
  const settings = useUserSettings();
  const reset = useResetAccessCode();
  const [newAccessCode, setNewAccessCode] = useState<string | null>(null);
  const failure = authFailureOf(settings.error) ?? authFailureOf(reset.error);
  const redirecting = useAuthRedirect(failure);

  // One toast per failed load, not one per render.
  const toastedError = useRef(0);
  useEffect(() => {
    if (!settings.isError || failure || toastedError.current === settings.errorUpdatedAt) return;
    toastedError.current = settings.errorUpdatedAt;
    appToast.error(settingsMessages.loadFailed);
  }, [settings.isError, settings.errorUpdatedAt, failure]);

  if (redirecting) return null;

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: (response) => {
        setNewAccessCode(response.newAccessCode);
        appToast.success(settingsMessages.resetDone);
      },
      onError: (error) => {
        if (!authFailureOf(error)) appToast.error(serverMessageOr(error, settingsMessages.resetFailed));
      },
    });

  return (
    <SettingsScreen
      status={settings.isPending ? "loading" : settings.data ? "ready" : "error"}
      accessCode={settings.data?.access_code}
      lastReset={settings.data?.lastAccessCodeReset}
      now={now}
      resetting={reset.isPending}
      newAccessCode={newAccessCode}
      onConfirmReset={confirmReset}
      onCopied={() => appToast.success(settingsMessages.copied)}
      onCopyRefused={() => appToast.error(settingsMessages.nothingToCopy)}
      onCopyFailed={() => appToast.error(settingsMessages.copyFailed)}
      onRetry={() => void settings.refetch()}
    />
  );
}
