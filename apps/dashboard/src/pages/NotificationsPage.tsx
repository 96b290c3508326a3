import { serverMessageOr } from "@boostdash/api-client/core/errors";
import type { NotificationSettingsUpdate } from "@boostdash/api-client/notifications/contract";
import {
  notificationSettingsQuery,
  rotateNotificationSecretMutation,
  sendTestNotificationMutation,
  updateNotificationSettingsMutation,
} from "@boostdash/api-client/notifications/queries";
import { notificationMessages } from "@boostdash/api-client/notifications/texts";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { NotificationsScreen } from "@boostdash/ui/screens/notifications/NotificationsScreen";
import { notificationsPageMessages } from "@boostdash/ui/screens/notifications/notificationsText";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { authFailureOf } from "../auth/useAuthRedirect";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { RouterLink } from "../RouterLink";

/** `/dashboard/settings/notifications` (docs/product.md#seller-notifications). */
export function NotificationsPage() {
  const settings = useQuery(notificationSettingsQuery());
  const save = useMutation(updateNotificationSettingsMutation());
  const rotate = useMutation(rotateNotificationSecretMutation());
  const test = useMutation(sendTestNotificationMutation());
  // The secret itself lives only here, for this visit: its one showing.
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const { redirecting } = usePageAccess(
    firstAuthFailure(settings.error, save.error, rotate.error, test.error),
    {
      failed: settings.isError && settings.errorUpdatedAt,
      message: notificationsPageMessages.loadFailed,
    },
  );
  if (redirecting) return null;

  const onSave = (update: NotificationSettingsUpdate) =>
    save.mutate(update, {
      onSuccess: (response) => {
        if (response.secret) setNewSecret(response.secret);
        appToast.success(response.message);
      },
      onError: (error) => {
        if (!authFailureOf(error))
          appToast.error(serverMessageOr(error, notificationsPageMessages.saveFailed));
      },
    });

  const onRotateSecret = () =>
    rotate.mutate(undefined, {
      onSuccess: (response) => {
        setNewSecret(response.secret);
        appToast.success(notificationMessages.secretRotated);
      },
      onError: (error) => {
        if (!authFailureOf(error))
          appToast.error(serverMessageOr(error, notificationsPageMessages.rotateFailed));
      },
    });

  const onSendTest = () =>
    test.mutate(undefined, {
      onSuccess: (response) => appToast.success(response.message),
      onError: (error) => {
        if (!authFailureOf(error))
          appToast.error(serverMessageOr(error, notificationsPageMessages.testFailed));
      },
    });

  return (
    <NotificationsScreen
      status={settings.isPending ? "loading" : settings.data ? "ready" : "error"}
      settings={settings.data}
      saveStatus={save.isPending ? "saving" : save.isError ? "error" : save.isSuccess ? "saved" : "idle"}
      saveError={save.error ? serverMessageOr(save.error, notificationsPageMessages.saveFailed) : null}
      newSecret={newSecret}
      rotating={rotate.isPending}
      testing={test.isPending}
      onSave={onSave}
      onRotateSecret={onRotateSecret}
      onSendTest={onSendTest}
      onSecretCopied={() => appToast.success(notificationsPageMessages.secretCopied)}
      onCopyFailed={() => appToast.error("Could not copy to the clipboard")}
      onRetry={() => void settings.refetch()}
      linkComponent={RouterLink}
    />
  );
}
