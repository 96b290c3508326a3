import type { DateInput } from "@boostdash/api-client/core/format";
import { lastResetLabel } from "@boostdash/api-client/core/time";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import type { BotKeyInfo, StoreSettings, StoreStock } from "@boostdash/api-client/settings/contract";
import { MASKED_ACCESS_CODE } from "@boostdash/api-client/settings/rules";
import { Bell, KeyRound, ShieldAlert } from "lucide-react";
import { type ComponentType, useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { AnchorLink, type ShellLinkProps } from "../../layout/DashboardSidebar";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { buttonVariants } from "../../primitives/Button";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Notice } from "../../primitives/Notice";
import { BotKeyCard } from "./BotKeyCard";
import { CustomersLanguageCard } from "./CustomersLanguageCard";
import { GuildMoveCard, type GuildMoveCardProps } from "./GuildMoveCard";
import { NewAccessCodePanel } from "./NewAccessCodePanel";
import { ReplaceSecretFooter } from "./ReplaceSecretFooter";
import { SecretField } from "./SecretField";
import { type StoreSaveStatus, StoreSettingsCard } from "./StoreSettingsCard";
import { settingsStatusTexts } from "./settingsText";

export interface SettingsScreenProps {
  status: ScreenStatus;
  accessCode?: string;
  /** ISO date of the last reset; absent or null reads 'Never'. */
  lastReset?: string | null;
  /** For the 'Last Reset' wording; fixed in stories. */
  now: DateInput;
  /** The reset request is running: 'Resetting...'. */
  resetting?: boolean;
  /** Set after a successful reset: the green panel shows it once. */
  newAccessCode?: string | null;
  /**
   * Absent for a role without the access code (an admin: the code and its reset are the owner's): the Access Code
   * Management card is left out.
   */
  onConfirmReset?: () => void;
  /** A code reached the clipboard: 'Access code copied to clipboard!'. */
  onCopied: (code: string) => void;
  /** Copy pressed while the code is masked or empty: 'No access code to copy'. */
  onCopyRefused: () => void;
  /** The browser refused the clipboard. */
  onCopyFailed?: () => void;
  onRetry?: () => void;

  /** The Bot Key card; without it the card is not shown. */
  botKey?: BotKeyInfo;
  /** The key from a rotation on this visit (its one showing). */
  newBotKey?: string | null;
  rotatingBotKey?: boolean;
  onConfirmRotateBotKey?: () => void;
  /** The new bot key reached the clipboard. */
  onBotKeyCopied?: (key: string) => void;
  /** This server as the seller reached it: the Bot Key card's API URL and example calls. */
  origin?: string;
  /** The API's URL or an example call reached the clipboard. */
  onTextCopied?: (text: string) => void;

  /** The Store card; without it the card is not shown. */
  store?: StoreSettings;
  storeStatus?: StoreSaveStatus;
  /** The server's message when the last save failed. */
  storeError?: string | null;
  onSaveStore?: (settings: StoreSettings) => void;
  /** The stock counts for the Store card's preview. */
  stock?: StoreStock | undefined;
  /** The customers' default language as saved; the card shows with `onSaveCustomersLanguage`. */
  customersLanguage?: PublicLocale;
  customersLanguageStatus?: StoreSaveStatus;
  /** The server's message when the last save of the language failed. */
  customersLanguageError?: string | null;
  /** Absent for a role that may not change the store's settings: the card is left out, like the access code's. */
  onSaveCustomersLanguage?: (language: PublicLocale) => void;
  /** A guild move the bot asked for: shown first, until the owner answers (GuildMoveCard). */
  guildMove?: GuildMoveCardProps | null;
  /** The app's router link (the header's link to Settings > Notifications). */
  linkComponent?: ComponentType<ShellLinkProps>;
}

/**
 * `/dashboard/settings`: the access code, masked, with its last reset and the reset flow (docs/product.md#settings); then the
 * bot key and the store's public settings (docs/product.md#bot-key, docs/product.md#store-settings).
 */
export function SettingsScreen({
  status,
  accessCode = "",
  lastReset,
  now,
  resetting = false,
  newAccessCode,
  onConfirmReset,
  onCopied,
  onCopyRefused,
  onCopyFailed,
  onRetry,
  botKey,
  newBotKey,
  rotatingBotKey = false,
  onConfirmRotateBotKey = () => {},
  onBotKeyCopied = () => {},
  origin = "",
  onTextCopied,
  store,
  storeStatus = "idle",
  storeError,
  onSaveStore = () => {},
  customersLanguage,
  customersLanguageStatus = "idle",
  customersLanguageError,
  onSaveCustomersLanguage,
  linkComponent: Link = AnchorLink,
  stock,
  guildMove,
}: SettingsScreenProps) {
  const [revealed, setRevealed] = useState(false);
  const showLanguage = customersLanguage !== undefined && onSaveCustomersLanguage !== undefined;

  return (
    <ScreenLayout
      status={status}
      title="Settings"
      subtitle="Manage your account and security settings"
      statusTexts={settingsStatusTexts}
      onRetry={onRetry}
      actions={
        <Link
          to="/dashboard/settings/notifications"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Bell aria-hidden="true" />
          Notifications
        </Link>
      }
    >
      {guildMove ? <GuildMoveCard {...guildMove} /> : null}

      {/* From 1280 px the store card sits beside the other two, so a wide window is not half empty; narrower, one
          column as before. */}
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-2 xl:items-start">
        <div className="flex flex-col gap-6">
          {onConfirmReset ? (
            <Card className="max-w-3xl">
              <CardIconHeader
                icon={<KeyRound />}
                title="Access Code Management"
                description="The code you sign in to the dashboard with"
              />
              <CardContent className="@container flex flex-col gap-5">
                <Notice tone="warning" icon={ShieldAlert} title="Security Notice">
                  <p className="text-fg">
                    Your access code is required to log into the dashboard. Resetting it will invalidate your
                    current code immediately, so save the new one securely.
                  </p>
                </Notice>

                <div className="grid gap-5 @lg:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
                  <SecretField
                    label="Current Access Code"
                    noun="access code"
                    secret={accessCode}
                    masked={MASKED_ACCESS_CODE}
                    revealed={revealed}
                    onRevealToggle={() => setRevealed((shown) => !shown)}
                    copyable={revealed && accessCode !== ""}
                    onCopied={onCopied}
                    onCopyFailed={onCopyFailed}
                    onCopyRefused={onCopyRefused}
                    inputClassName="tracking-wider"
                  />
                  <Field label="Last Reset">
                    {(control) => <Input {...control} readOnly value={lastResetLabel(lastReset, now)} />}
                  </Field>
                </div>

                {newAccessCode ? (
                  <NewAccessCodePanel code={newAccessCode} onCopied={onCopied} onCopyFailed={onCopyFailed} />
                ) : null}
              </CardContent>
              <ReplaceSecretFooter
                secret="accessCode"
                busy={resetting}
                replaced={newAccessCode}
                onConfirm={onConfirmReset}
              />
            </Card>
          ) : null}
          {botKey ? (
            <BotKeyCard
              info={botKey}
              now={now}
              newKey={newBotKey}
              rotating={rotatingBotKey}
              onConfirmRotate={onConfirmRotateBotKey}
              onCopied={onBotKeyCopied}
              onCopyFailed={onCopyFailed}
              origin={origin}
              onTextCopied={onTextCopied}
            />
          ) : null}
        </div>
        {store || showLanguage ? (
          <div className="flex flex-col gap-6">
            {store ? (
              <StoreSettingsCard
                store={store}
                status={storeStatus}
                error={storeError}
                onSave={onSaveStore}
                stock={stock}
              />
            ) : null}
            {customersLanguage && onSaveCustomersLanguage ? (
              <CustomersLanguageCard
                language={customersLanguage}
                status={customersLanguageStatus}
                error={customersLanguageError}
                onSave={onSaveCustomersLanguage}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </ScreenLayout>
  );
}
