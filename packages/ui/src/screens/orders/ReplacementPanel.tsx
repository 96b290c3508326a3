import { type DateInput, formatDateTime, formatNumber } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { DashboardOrder } from "@boostdash/api-client/orders/rules";
import type { ReplacementRequest } from "@boostdash/api-client/replacements/contract";
import { LifeBuoy } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { Textarea } from "../../primitives/Textarea";
import { checkDeclineReason, checkReplacementAmount, type ReplacementLimit } from "./replacementForm";

export { startLimit } from "./replacementForm";

/** The panel's words (docs/decisions.md#replacements-the-sellers-screens). */
export const replacementPanelText = {
  title: "Replacement",
  requested: "Replacement requested",
  asked: "Boosts asked for",
  note: "Customer's note",
  noNote: "No note",
  when: "Requested",
  limit: "Without override",
  warrantyUntil: "Warranty until",
  noWindow: "No warranty window",
  approve: "Approve",
  decline: "Decline",
  start: "Start a replacement",
  amount: "Boosts to replace",
  reason: "Reason for declining",
  reasonHint: "The customer sees this on their order page.",
  note_: "Note (optional)",
  override: "Override the warranty limit",
  overrideConsequence:
    "Replaces more than this order's warranty allows. The override is written to the admin log with the amount.",
  confirmApprove: "Approve Replacement",
  confirmDecline: "Decline Request",
  confirmStart: "Start Replacement",
  cancel: "Cancel",
  replacementOf: "Replacement of",
  replacements: "Replacements",
  noRequest: "No open replacement request.",
  unknownLimit: "This order's warranty limit is checked when you start it.",
  loading: "Checking for a replacement request...",
} as const;

/** The most a replacement may carry within the limits, in words: 'Up to 28 boosts (28 delivered, 0 replaced)'. */
function limitText(max: number, delivered?: number, replaced?: number): string {
  const head = `Up to ${formatNumber(max)} boost${max === 1 ? "" : "s"}`;
  return delivered === undefined
    ? head
    : `${head} (${formatNumber(delivered)} delivered, ${formatNumber(replaced ?? 0)} replaced already)`;
}

export interface ReplacementPanelProps {
  order: DashboardOrder;
  /** The order's open request; undefined when it has none. */
  request: ReplacementRequest | undefined;
  /** The open requests are still loading: nothing to decide yet. */
  loading?: boolean;
  /** What a seller's start may give without override (`startLimit`). */
  limit: ReplacementLimit;
  now: DateInput;
  timeZone?: string;
  /** Each resolves to the server's refusal in words, or null once done (the page toasts the answer). */
  onApprove: (request: ReplacementRequest, amount: number, override: boolean) => Promise<string | null>;
  onDecline: (request: ReplacementRequest, reason: string) => Promise<string | null>;
  onStart: (amount: number, override: boolean, note: string) => Promise<string | null>;
  /** Opens another order's dialog (an original or a replacement). */
  onOpenOrder: (orderId: string) => void;
  /** Stories: a form open from the start. */
  initialForm?: "approve" | "decline" | "start";
}

type FormKind = "approve" | "decline" | "start";

/**
 * The order dialog's replacement part: the link to the original or to the replacements, an open request with
 * Approve / Decline, or "Start a replacement" for an order without one (docs/decisions.md#replacements).
 */
export function ReplacementPanel(props: ReplacementPanelProps) {
  const { order, request, loading = false, onOpenOrder } = props;
  const [form, setForm] = useState<FormKind | undefined>(props.initialForm);
  const close = () => setForm(undefined);
  const replacements = order.replacements ?? [];
  const isReplacement = Boolean(order.replacementOf);
  return (
    <section
      aria-labelledby="order-replacement-title"
      className="flex flex-col gap-2"
      data-testid="replacement-panel"
    >
      <h3 id="order-replacement-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <LifeBuoy aria-hidden="true" className="size-4 text-muted" />
        {replacementPanelText.title}
      </h3>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-3 text-sm">
        {order.replacementOf ? (
          <OrderLinks
            label={replacementPanelText.replacementOf}
            ids={[order.replacementOf]}
            onOpen={onOpenOrder}
          />
        ) : null}
        {replacements.length > 0 ? (
          <OrderLinks label={replacementPanelText.replacements} ids={replacements} onOpen={onOpenOrder} />
        ) : null}
        {isReplacement ? null : loading ? (
          <p className="text-muted">{replacementPanelText.loading}</p>
        ) : request ? (
          <OpenRequest {...props} request={request} form={form} setForm={setForm} close={close} />
        ) : form === "start" ? (
          <StartForm {...props} close={close} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted">{replacementPanelText.noRequest}</p>
            <Button variant="secondary" size="sm" onClick={() => setForm("start")}>
              {replacementPanelText.start}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function OrderLinks({
  label,
  ids,
  onOpen,
}: {
  label: string;
  ids: readonly string[];
  onOpen: (id: string) => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-fg">
      <span className="text-muted">{label}</span>
      {ids.map((id) => (
        <Button
          key={id}
          variant="link"
          size="sm"
          className="h-auto font-mono"
          onClick={() => onOpen(id)}
          data-testid="replacement-link"
        >
          #{id}
        </Button>
      ))}
    </p>
  );
}

function OpenRequest({
  request,
  now,
  timeZone,
  form,
  setForm,
  close,
  ...props
}: ReplacementPanelProps & {
  request: ReplacementRequest;
  form: FormKind | undefined;
  setForm: (form: FormKind) => void;
  close: () => void;
}) {
  const { order } = request;
  return (
    <div className="flex flex-col gap-3" data-testid="replacement-request">
      <p className="font-semibold text-warning">{replacementPanelText.requested}</p>
      <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted">{replacementPanelText.asked}</dt>
        <dd className="tabular-nums text-fg">{formatNumber(request.amount)}</dd>
        <dt className="text-muted">{replacementPanelText.note}</dt>
        <dd className="break-words text-fg">{request.note ?? replacementPanelText.noNote}</dd>
        <dt className="text-muted">{replacementPanelText.when}</dt>
        <dd className="text-fg">
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, { timeZone })}</time> (
          {relativeAge(request.createdAt, now)})
        </dd>
        <dt className="text-muted">{replacementPanelText.limit}</dt>
        <dd className="text-fg">{limitText(order.maxWithoutOverride, order.delivered, order.replaced)}</dd>
        <dt className="text-muted">{replacementPanelText.warrantyUntil}</dt>
        <dd className="text-fg">
          {order.warrantyUntil ? (
            <time dateTime={order.warrantyUntil}>{formatDateTime(order.warrantyUntil, { timeZone })}</time>
          ) : (
            replacementPanelText.noWindow
          )}
        </dd>
      </dl>
      {form === "approve" ? (
        <ApproveForm {...props} now={now} request={request} close={close} />
      ) : form === "decline" ? (
        <DeclineForm {...props} now={now} request={request} close={close} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="success" size="sm" onClick={() => setForm("approve")}>
            {replacementPanelText.approve}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setForm("decline")}>
            {replacementPanelText.decline}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A form's shared parts: the server's refusal kept beside the fields, which keep what was typed. */
function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const run = async (send: () => Promise<string | null>, done: () => void) => {
    setBusy(true);
    setRefused(null);
    try {
      const answer = await send();
      if (answer === null) done();
      else setRefused(answer);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refused, run };
}

function Refused({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-xs font-medium text-danger">
      {text}
    </p>
  ) : null;
}

function OverrideBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 rounded-md border border-warning/40 bg-warning-bg p-3">
      <label className="flex items-center gap-2 font-medium text-fg" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={checked}
          aria-describedby={`${id}-what`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {replacementPanelText.override}
      </label>
      <p id={`${id}-what`} className="text-xs text-fg">
        {replacementPanelText.overrideConsequence}
      </p>
    </div>
  );
}

function FormButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
        {replacementPanelText.cancel}
      </Button>
      <Button type="submit" size="sm" busy={busy} busyLabel="Saving...">
        {label}
      </Button>
    </div>
  );
}

function AmountForm({
  label,
  initialAmount,
  limit,
  hint,
  extra,
  onSubmit,
  close,
}: {
  label: string;
  initialAmount: string;
  limit: ReplacementLimit;
  hint: ReactNode;
  extra?: ReactNode;
  onSubmit: (amount: number, override: boolean) => Promise<string | null>;
  close: () => void;
}) {
  const [amount, setAmount] = useState(initialAmount);
  const [override, setOverride] = useState(false);
  const [tried, setTried] = useState(false);
  const { busy, refused, run } = useSubmit();
  const check = checkReplacementAmount(amount, limit, override);
  // Once the server has said the amount needs override, the box stays offered even where the limit was unknown.
  const offerOverride = check.needsOverride || limit.max === null || override;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const sent = check.amount;
    if (check.error !== null || sent === null || busy) return;
    void run(() => onSubmit(sent, override), close);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={label}>
      <Field label={replacementPanelText.amount} required hint={hint} error={tried ? check.error : undefined}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="tabular-nums sm:max-w-40"
          />
        )}
      </Field>
      {extra}
      {offerOverride ? <OverrideBox checked={override} onChange={setOverride} /> : null}
      <Refused text={refused} />
      <FormButtons busy={busy} label={label} onCancel={close} />
    </form>
  );
}

function ApproveForm({
  request,
  onApprove,
  close,
}: ReplacementPanelProps & { request: ReplacementRequest; close: () => void }) {
  const { order } = request;
  return (
    <AmountForm
      label={replacementPanelText.confirmApprove}
      initialAmount={String(request.amount)}
      limit={{ max: order.maxWithoutOverride, outside: null }}
      hint={`${limitText(order.maxWithoutOverride)} without override.`}
      onSubmit={(amount, override) => onApprove(request, amount, override)}
      close={close}
    />
  );
}

function StartForm({ limit, onStart, close }: ReplacementPanelProps & { close: () => void }) {
  const [note, setNote] = useState("");
  const noteId = useId();
  return (
    <AmountForm
      label={replacementPanelText.confirmStart}
      initialAmount=""
      limit={limit}
      hint={
        limit.outside ??
        (limit.max === null ? replacementPanelText.unknownLimit : `${limitText(limit.max)} without override.`)
      }
      extra={
        <Field label={replacementPanelText.note_} id={noteId}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
      }
      onSubmit={(amount, override) => onStart(amount, override, note.trim())}
      close={close}
    />
  );
}

function DeclineForm({
  request,
  onDecline,
  close,
}: ReplacementPanelProps & { request: ReplacementRequest; close: () => void }) {
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const { busy, refused, run } = useSubmit();
  const error = checkDeclineReason(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error !== null || busy) return;
    void run(() => onDecline(request, reason.trim()), close);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={replacementPanelText.confirmDecline}
    >
      <Field
        label={replacementPanelText.reason}
        required
        hint={replacementPanelText.reasonHint}
        error={tried ? error : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <Refused text={refused} />
      <FormButtons busy={busy} label={replacementPanelText.confirmDecline} onCancel={close} />
    </form>
  );
}
