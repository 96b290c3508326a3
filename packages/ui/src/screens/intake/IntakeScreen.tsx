import type { DateInput } from "@boostdash/api-client/core/format";
import type {
  IntakeDelivery,
  IntakeMapping,
  IntakePlatform,
  IntakeSettings,
} from "@boostdash/api-client/intake/model";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";
import { Info, Store } from "lucide-react";
import { useState } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { Card, CardContent, CardIconHeader } from "../../primitives/Card";
import { ConfirmDialog } from "../../primitives/ConfirmDialog";
import { Notice } from "../../primitives/Notice";
import { InboundLog } from "./InboundLog";
import { intakeStatusTexts, intakeText, platformLabel, rotateWords } from "./intakeText";
import { MappingEditor, type MappingSaveStatus } from "./MappingEditor";
import { PlatformCard } from "./PlatformCard";
import { TestDeliveryCard } from "./TestDeliveryCard";

export interface IntakeScreenProps {
  status: ScreenStatus;
  settings?: IntakeSettings;
  /** The log's ages are counted from it. */
  now: DateInput;
  /** The log's full times: stories fix it ("UTC"); the app leaves the viewer's. */
  timeZone?: string;
  /** A secret made on this visit (set-up or rotation): its one showing. */
  newSecret?: { platform: IntakePlatform; secret: string } | null;
  /** The platform being set up or rotated. */
  busyPlatform?: IntakePlatform | null;
  onSetUp: (platform: IntakePlatform) => void;
  /** Called once the seller confirms the rotation. */
  onRotate: (platform: IntakePlatform) => void;
  mappingSaveStatus?: MappingSaveStatus;
  mappingSaveError?: string | null;
  onSaveMappings: (mappings: IntakeMapping[]) => void;
  testing?: boolean;
  /** The last test delivery of this visit. */
  testResult?: IntakeDelivery | null;
  onSendTest: (product: Pick<IntakeMapping, "platform" | "productId">) => void;
  /** The delivery being delivered again. */
  redeliveringId?: string | null;
  onRedeliver: (id: string) => void;
  onUrlCopied?: () => void;
  onSecretCopied?: () => void;
  onCopyFailed?: () => void;
  onRetry?: () => void;
  /** Stories: the rotation of this platform is being asked about. */
  initialRotate?: IntakePlatform;
}

/**
 * `/dashboard/integrations` (docs/decisions.md#storefront-intake-screen): per platform the delivery URL and secret
 * to paste into the storefront, the product mapping, a test delivery and the inbound log.
 */
export function IntakeScreen({
  status,
  settings,
  now,
  timeZone,
  newSecret,
  busyPlatform = null,
  onSetUp,
  onRotate,
  mappingSaveStatus = "idle",
  mappingSaveError,
  onSaveMappings,
  testing = false,
  testResult,
  onSendTest,
  redeliveringId,
  onRedeliver,
  onUrlCopied,
  onSecretCopied,
  onCopyFailed,
  onRetry,
  initialRotate,
}: IntakeScreenProps) {
  const [asking, setAsking] = useState<IntakePlatform | null>(initialRotate ?? null);
  // The dialog stays while its rotation runs, and closes when it ends (the new secret then shows on the card).
  const [rotatingAsked, setRotatingAsked] = useState(false);
  if (asking && busyPlatform === asking && !rotatingAsked) setRotatingAsked(true);
  if (rotatingAsked && busyPlatform !== asking) {
    setRotatingAsked(false);
    setAsking(null);
  }

  return (
    <ScreenLayout
      status={status}
      title={intakeText.title}
      subtitle={intakeText.subtitle}
      statusTexts={intakeStatusTexts}
      onRetry={onRetry}
      className="max-w-4xl"
    >
      {settings ? (
        <>
          <Card>
            <CardIconHeader
              icon={<Store />}
              title="Platforms"
              description={intakeText.platformsDescription}
            />
            <CardContent className="flex flex-col gap-3">
              {settings.platforms.every((p) => p.url === null) ? (
                <Notice tone="info" icon={Info} title={intakeText.notSetUpTitle}>
                  <p className="text-fg">{intakeText.notSetUpDescription}</p>
                </Notice>
              ) : null}
              {settings.platforms.map((p) => (
                <PlatformCard
                  key={p.platform}
                  label={platformLabel(p.platform)}
                  url={p.url}
                  secretHint={p.secretHint}
                  newSecret={newSecret?.platform === p.platform ? newSecret.secret : null}
                  where={intakeText.where}
                  busy={busyPlatform === p.platform}
                  onSetUp={() => onSetUp(p.platform)}
                  onRotate={() => setAsking(p.platform)}
                  onUrlCopied={onUrlCopied}
                  onSecretCopied={onSecretCopied}
                  onCopyFailed={onCopyFailed}
                />
              ))}
            </CardContent>
          </Card>
          <MappingEditor
            mappings={settings.mappings}
            platforms={INTAKE_PLATFORMS}
            saveStatus={mappingSaveStatus}
            saveError={mappingSaveError}
            onSave={onSaveMappings}
          />
          <TestDeliveryCard
            products={settings.mappings.filter((m) =>
              settings.platforms.some((p) => p.platform === m.platform && p.url !== null),
            )}
            testing={testing}
            result={testResult}
            onSendTest={onSendTest}
          />
          <InboundLog
            deliveries={settings.deliveries}
            now={now}
            timeZone={timeZone}
            redeliveringId={redeliveringId}
            onRedeliver={onRedeliver}
          />
          {asking ? (
            <ConfirmDialog
              open
              onOpenChange={(open) => (open ? undefined : setAsking(null))}
              title={rotateWords(platformLabel(asking)).title}
              description={rotateWords(platformLabel(asking)).description}
              confirmLabel={intakeText.rotateConfirm}
              busyLabel={intakeText.rotating}
              busy={busyPlatform === asking}
              tone="danger"
              onConfirm={() => onRotate(asking)}
            />
          ) : null}
        </>
      ) : null}
    </ScreenLayout>
  );
}
