import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { getToken } from "@boostdash/api-client/core/token";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { resetAccessCode, rotateBotKey } from "@boostdash/api-client/settings/api";
import type { StoreSettings } from "@boostdash/api-client/settings/contract";
import {
  guildMoveMutation,
  resetAccessCodeMutation,
  rotateBotKeyMutation,
  updateCustomersLanguageMutation,
  updateStoreSettingsMutation,
  userSettingsQuery,
} from "@boostdash/api-client/settings/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { SettingsScreen } from "@boostdash/ui/screens/settings/SettingsScreen";
import { settingsMessages } from "@boostdash/ui/screens/settings/settingsText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAccess } from "../auth/access";
import { StepUpCancelled, useWithStepUp } from "../auth/StepUp";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useNow } from "../now";
import { usePublicOrigin } from "../origin";
import { RouterLink } from "../RouterLink";

/** `/dashboard/settings`: the access code and its reset (docs/product.md#settings), the bot key and the store settings. */
export function SettingsPage() {
  const now = useNow();
  // One server serves the dashboard and the API: the bot calls the origin this page came from.
  const origin = usePublicOrigin();
  const access = useAccess();
  // The access code and its reset are the owner's: an admin's Settings has the rest.
  const holdsCode = access.can("ownership");
  // The customers' language is a store setting: its card follows that permission, as the server's route does.
  const changesSettings = access.can("settings");
  const settings = useQuery(userSettingsQuery());
  // Both need a fresh confirmation (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up): a refusal
  // for want of one opens the step-up dialog, then the call is sent again.
  const withStepUp = useWithStepUp();
  const reset = useMutation({
    ...resetAccessCodeMutation(),
    mutationFn: () => withStepUp(() => resetAccessCode({ token: getToken() })),
  });
  const rotate = useMutation({
    ...rotateBotKeyMutation(),
    mutationFn: () => withStepUp(() => rotateBotKey({ token: getToken() })),
  });
  const saveStore = useMutation(updateStoreSettingsMutation());
  const guildMove = useMutation(guildMoveMutation());
  const saveLanguage = useMutation(updateCustomersLanguageMutation());
  const [newAccessCode, setNewAccessCode] = useState<string | null>(null);
  // The key itself lives only here, for this visit: the server keeps its hash (its one showing).
  const [newBotKey, setNewBotKey] = useState<string | null>(null);
  const { redirecting } = usePageAccess(
    firstAuthFailure(
      settings.error,
      reset.error,
      rotate.error,
      saveStore.error,
      guildMove.error,
      saveLanguage.error,
    ),
    { failed: settings.isError && settings.errorUpdatedAt, message: settingsMessages.loadFailed },
  );

  if (redirecting) return null;

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: (response) => {
        setNewAccessCode(response.newAccessCode);
        appToast.success(settingsMessages.resetDone);
      },
      onError: (error) => {
        if (!authFailureOf(error) && !(error instanceof StepUpCancelled))
          appToast.error(serverMessageOr(error, settingsMessages.resetFailed));
      },
    });

  const confirmRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: (response) => {
        setNewBotKey(response.botKey);
        appToast.success(settingsMessages.botKeyRotated);
      },
      onError: (error) => {
        if (!authFailureOf(error) && !(error instanceof StepUpCancelled))
          appToast.error(serverMessageOr(error, settingsMessages.botKeyRotateFailed));
      },
    });

  const saveStoreSettings = (values: StoreSettings) =>
    saveStore.mutate(values, {
      onSuccess: () => appToast.success(settingsMessages.storeSaved),
      onError: (error) => {
        if (!authFailureOf(error)) appToast.error(settingsMessages.storeSaveFailed);
      },
    });

  const saveCustomersLanguage = (customersLanguage: PublicLocale) =>
    saveLanguage.mutate(
      { customersLanguage },
      {
        onSuccess: (response) => appToast.success(response.message),
        onError: (error) => {
          if (!authFailureOf(error))
            appToast.error(serverMessageOr(error, settingsMessages.customersLanguageSaveFailed));
        },
      },
    );

  const answerGuildMove = (accept: boolean) =>
    guildMove.mutate(
      { accept },
      {
        onSuccess: (response) => appToast.success(response.message),
        onError: (error) => {
          if (!authFailureOf(error)) appToast.error(serverMessageOr(error, settingsMessages.guildMoveFailed));
        },
      },
    );

  const data = settings.data;
  return (
    <SettingsScreen
      status={settings.isPending ? "loading" : settings.data ? "ready" : "error"}
      accessCode={settings.data?.access_code}
      lastReset={settings.data?.lastAccessCodeReset}
      now={now}
      resetting={reset.isPending}
      newAccessCode={newAccessCode}
      onConfirmReset={holdsCode ? confirmReset : undefined}
      onCopied={() => appToast.success(settingsMessages.copied)}
      onCopyRefused={() => appToast.error(settingsMessages.nothingToCopy)}
      onCopyFailed={() => appToast.error(settingsMessages.copyFailed)}
      onRetry={() => void settings.refetch()}
      origin={origin}
      onTextCopied={() => appToast.success(settingsMessages.copied)}
      botKey={settings.data?.botKey}
      newBotKey={newBotKey}
      rotatingBotKey={rotate.isPending}
      onConfirmRotateBotKey={confirmRotate}
      onBotKeyCopied={() => appToast.success(settingsMessages.botKeyCopied)}
      store={settings.data?.store}
      storeStatus={
        saveStore.isPending ? "saving" : saveStore.isError ? "error" : saveStore.isSuccess ? "saved" : "idle"
      }
      storeError={saveStore.error ? serverMessageOr(saveStore.error, settingsMessages.storeSaveFailed) : null}
      onSaveStore={saveStoreSettings}
      customersLanguage={settings.data?.customersLanguage}
      customersLanguageStatus={
        saveLanguage.isPending
          ? "saving"
          : saveLanguage.isError
            ? "error"
            : saveLanguage.isSuccess
              ? "saved"
              : "idle"
      }
      customersLanguageError={
        saveLanguage.error
          ? serverMessageOr(saveLanguage.error, settingsMessages.customersLanguageSaveFailed)
          : null
      }
      onSaveCustomersLanguage={changesSettings ? saveCustomersLanguage : undefined}
      linkComponent={RouterLink}
      stock={settings.data?.stock}
      guildMove={
        data?.pendingGuildId
          ? {
              guildId: data.guildId,
              pendingGuildId: data.pendingGuildId,
              busy: guildMove.isPending ? (guildMove.variables.accept ? "move" : "keep") : null,
              onMove: () => answerGuildMove(true),
              onKeep: () => answerGuildMove(false),
            }
          : null
      }
    />
  );
}
