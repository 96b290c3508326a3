// The customers' emails as they are sent: a subject, a plain-text part and an HTML part in the customer's language,
// in the store's name and colour. Everything a seller or a buyer typed (the store's name, an order id) is escaped in
// the HTML and kept off the subject's line breaks (docs/decisions.md#delivery-emails-and-find-my-order).
import { MAIL_MESSAGES, type MailMessages } from "@boostdash/api-client/mail/catalogue";
import { fill, stockName } from "@boostdash/api-client/public/i18n/format";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a mail shows of the store. */
export interface StoreLook {
  name: string;
  /** The seller's embed colour, as typed ("#ff0000", "ff0000", or anything: an unusable one gives the default). */
  color: string;
}

export type OrderMailKind = "received" | "completed" | "partial" | "failed";

export interface OrderFacts {
  orderId: string;
  amount: number;
  stock: string;
  delivered: number;
}

const DEFAULT_COLOR = "#5865f2";

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A subject is one header line: what a seller or buyer typed may not break it. */
function oneLine(s: string): string {
  return s.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
}

/** The store's colour as `#rrggbb`, and the text colour readable on it (WCAG relative luminance). */
export function brandColors(color: string): { brand: string; onBrand: string } {
  const h = color.trim().replace(/^#/, "").toLowerCase();
  const hex = /^[0-9a-f]{6}$/.test(h)
    ? h
    : /^[0-9a-f]{3}$/.test(h)
      ? [...h].map((c) => c + c).join("")
      : DEFAULT_COLOR.slice(1);
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Black text wins over white once the colour is lighter than about #777: the higher of the two contrasts.
  const onBrand = (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff";
  return { brand: `#${hex}`, onBrand };
}

function numberFormat(locale: PublicLocale): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === "en" ? "en-US" : locale);
}

interface Layout {
  locale: PublicLocale;
  store: StoreLook;
  subject: string;
  heading: string;
  paragraphs: string[];
  link: { label: string; url: string };
  after?: string;
}

function render(m: MailMessages, l: Layout): MailContent {
  const storeName = l.store.name;
  const footer = fill(m.footer, { store: storeName });
  const text = [
    l.heading,
    "",
    ...l.paragraphs.flatMap((p) => [p, ""]),
    `${l.link.label}: ${l.link.url}`,
    "",
    ...(l.after ? [l.after, ""] : []),
    "--",
    storeName,
    footer,
    "",
  ].join("\n");
  const { brand, onBrand } = brandColors(l.store.color);
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(l.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(l.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:6px solid ${brand}">
<tr><td style="padding:24px 24px 0;font-size:14px;font-weight:600;color:#3f3f46">${e(storeName)}</td></tr>
<tr><td style="padding:8px 24px 0"><h1 style="margin:0;font-size:22px;line-height:1.3;color:#18181b">${e(l.heading)}</h1></td></tr>
${l.paragraphs.map((p) => `<tr><td style="padding:12px 24px 0;font-size:16px;line-height:1.5">${e(p)}</td></tr>`).join("\n")}
<tr><td style="padding:20px 24px"><a href="${e(l.link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${brand};color:${onBrand};font-weight:600;text-decoration:none">${e(l.link.label)}</a></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;line-height:1.5;color:#52525b;word-break:break-all">${e(l.link.url)}</td></tr>
${l.after ? `<tr><td style="padding:0 24px 20px;font-size:14px;line-height:1.5;color:#3f3f46">${e(l.after)}</td></tr>\n` : ""}<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#52525b">${e(footer)}</td></tr>
</table></td></tr></table></body></html>
`;
  return { subject: oneLine(l.subject), text, html };
}

/** The mail an order sends when it is received, and when it is finished (completed, partial or failed). */
export function orderMail(
  kind: OrderMailKind,
  locale: PublicLocale,
  store: StoreLook,
  order: OrderFacts,
  statusUrl: string,
): MailContent {
  const m = MAIL_MESSAGES[locale];
  const n = numberFormat(locale);
  const values = {
    orderId: order.orderId,
    store: store.name,
    amount: n.format(order.amount),
    delivered: n.format(order.delivered),
    stock: stockName(order.stock, PUBLIC_MESSAGES[locale]),
  };
  const words = {
    received: [m.receivedSubject, m.receivedHeading, m.receivedText],
    completed: [m.completedSubject, m.completedHeading, m.completedText],
    partial: [m.partialSubject, m.partialHeading, m.partialText],
    failed: [m.failedSubject, m.failedHeading, m.failedText],
  }[kind];
  const [subject = "", heading = "", body = ""] = words;
  return render(m, {
    locale,
    store,
    subject: fill(subject, values),
    heading,
    paragraphs: [fill(body, values)],
    link: { label: m.statusLink, url: statusUrl },
  });
}

/** The mail with a find-my-order link (single use, 15 minutes). */
export function findOrderMail(locale: PublicLocale, store: StoreLook, link: string): MailContent {
  const m = MAIL_MESSAGES[locale];
  return render(m, {
    locale,
    store,
    subject: fill(m.findOrderSubject, { store: store.name }),
    heading: m.findOrderHeading,
    paragraphs: [fill(m.findOrderText, { store: store.name })],
    link: { label: m.findOrderLink, url: link },
    after: m.findOrderIgnore,
  });
}
