import {
  type FindOrderPageData,
  type FindOrderRow,
  type FindOrderView,
  findOrderHref,
  findOrderLinkHref,
} from "@boostdash/api-client/public/findOrder";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { fill, stockName } from "@boostdash/api-client/public/i18n/format";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import type { ReactNode } from "react";
import { PublicShell } from "../../layout/PublicShell";
import { Button } from "../../primitives/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { sellerAccent } from "./accent";
import { PublicCard } from "./PublicCard";
import { intlLocale, usePublicText } from "./publicText";

export interface FindOrderScreenProps {
  /** The store and the state to show: each state is the server's answer to one request. */
  data: FindOrderPageData;
  /**
   * Under the page: the page in other languages (the app passes LanguageLinks). Not under the list of orders: that
   * page is the answer to pressing the link's button, and a `?lang=` link there would open the spent link.
   */
  languages?: ReactNode;
}

const STATUS_KEYS = ["pending", "processing", "completed", "partial", "failed"] as const;

/**
 * "Find my order" (docs/decisions.md#delivery-emails-and-find-my-order): the email form, the one answer whether or
 * not the email is known, the mailed link's button, the expired and used link, and the customer's orders. Its
 * forms post as a browser posts a form, so every state works without any script.
 */
export function FindOrderScreen({ data, languages }: FindOrderScreenProps) {
  const { locale, messages } = usePublicText();
  // Every address the page links or posts to keeps its language, whatever the cookie or the browser say.
  const lang = `?lang=${encodeURIComponent(locale)}`;
  const words = messages.findOrder;
  const { view, storeName, guildId } = data;
  const accent = sellerAccent(data.color);
  const { title, body } = stateOf(view, messages, data);
  const buttonStyle = accent.button
    ? { backgroundColor: accent.button.background, color: accent.button.text }
    : undefined;
  return (
    <PublicShell glowColor={accent.brand} languages={view.kind === "list" ? undefined : languages}>
      <PublicCard brandColor={accent.brand}>
        <header className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-muted">{storeName}</p>
          <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        </header>
        {body}
        {view.kind === "form" || view.kind === "tooMany" ? (
          <EmailForm
            view={view}
            action={findOrderHref(guildId) + lang}
            storeName={storeName}
            buttonStyle={buttonStyle}
          />
        ) : null}
        {view.kind === "open" ? (
          <form method="post" action={findOrderLinkHref(guildId, view.token) + lang}>
            <Button type="submit" size="lg" className="w-full" style={buttonStyle}>
              {words.show}
            </Button>
          </form>
        ) : null}
        {view.kind === "expired" || view.kind === "used" ? (
          <p>
            <a href={findOrderHref(guildId) + lang} className="text-accent underline underline-offset-4">
              {words.again}
            </a>
          </p>
        ) : null}
      </PublicCard>
    </PublicShell>
  );
}

function EmailForm({
  view,
  action,
  storeName,
  buttonStyle,
}: {
  view: Extract<FindOrderView, { kind: "form" | "tooMany" }>;
  action: string;
  storeName: string;
  buttonStyle: { backgroundColor: string; color: string } | undefined;
}) {
  const words = usePublicText().messages.findOrder;
  const error =
    view.kind === "tooMany"
      ? fill(words.tooMany, { wait: view.wait })
      : view.error
        ? words[view.error]
        : undefined;
  return (
    <form method="post" action={action} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{fill(words.description, { store: storeName })}</p>
      <Field
        label={words.email}
        id="find-order-email"
        error={error ? <span role="alert">{error}</span> : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={view.kind === "form" ? (view.email ?? "") : ""}
            className="h-11 text-base"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" style={buttonStyle}>
        {words.submit}
      </Button>
    </form>
  );
}

/** A state's heading (also the document's title). */
export function findOrderTitle(view: FindOrderView, messages: PublicMessages, storeName: string): string {
  const words = messages.findOrder;
  switch (view.kind) {
    case "form":
    case "tooMany":
      return words.title;
    case "sent":
      return words.sentTitle;
    case "open":
      return words.openTitle;
    case "expired":
      return words.expiredTitle;
    case "used":
      return words.usedTitle;
    case "list":
      return fill(words.listTitle, { store: storeName });
  }
}

/** Each state's heading and words (the form's fields are drawn by EmailForm). */
function stateOf(
  view: FindOrderView,
  messages: PublicMessages,
  data: FindOrderPageData,
): { title: string; body: ReactNode } {
  const words = messages.findOrder;
  const title = findOrderTitle(view, messages, data.storeName);
  switch (view.kind) {
    case "form":
    case "tooMany":
      return { title, body: null };
    case "sent":
      return { title, body: <p role="status">{fill(words.sent, { store: data.storeName })}</p> };
    case "open":
      return { title, body: <p>{words.open}</p> };
    case "expired":
      return { title, body: <p>{words.expired}</p> };
    case "used":
      return { title, body: <p>{words.used}</p> };
    case "list":
      return {
        title,
        body:
          view.orders.length === 0 ? (
            <p>{words.empty}</p>
          ) : (
            <OrderList orders={view.orders} guildId={data.guildId} />
          ),
      };
  }
}

function OrderList({ orders, guildId }: { orders: FindOrderRow[]; guildId: string }) {
  const { locale, messages } = usePublicText();
  const words = messages.findOrder;
  const intl = intlLocale(locale);
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const numbers = new Intl.NumberFormat(intl);
  const statusWord = (s: string) => {
    const key = STATUS_KEYS.find((k) => k === s);
    return key ? messages.orderStatus[key] : s;
  };
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((o) => (
        <li key={o.orderId} className="rounded-lg border border-border bg-surface-2/40 p-4">
          <dl className="grid grid-cols-2 gap-y-2 gap-x-3 text-sm sm:grid-cols-3">
            <Detail label={words.order} value={`#${o.orderId}`} />
            <Detail label={words.date} value={`${dates.format(o.createdAt)} UTC`} />
            <Detail label={messages.orderStatus.type} value={stockName(o.stock, messages)} />
            <Detail label={messages.orderStatus.amount} value={numbers.format(o.amount)} />
            <Detail label={words.status} value={statusWord(o.status)} />
          </dl>
          <a
            href={`${publicPageHref("orderStatus", { guildId, orderId: o.orderId })}?lang=${encodeURIComponent(locale)}`}
            aria-label={`${words.view}: #${o.orderId}`}
            className="mt-3 inline-flex min-h-6 items-center text-sm text-accent underline underline-offset-4"
          >
            {words.view}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
