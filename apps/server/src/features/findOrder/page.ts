// "Find my order"'s page in each of its states, rendered here as plain HTML in the reader's language: a form and a
// button work without any script, so the page sends no bundle at all and shows the same before and after a reload.
// Everything the seller or the customer typed is escaped (docs/decisions.md#delivery-emails-and-find-my-order).
import { fill, stockName } from "@boostdash/api-client/public/i18n/format";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { publicPageHref } from "@boostdash/api-client/public/pages";
import { brandColors, escapeHtml as e } from "../mail/compose.ts";
import type { CustomerOrderRow } from "../mail/mailRepository.ts";

export type FindOrderState =
  | { kind: "form"; email?: string; error?: "invalidEmail" | "mailOff"; wait?: never }
  | { kind: "tooMany"; wait: number }
  | { kind: "sent" }
  | { kind: "open"; token: string }
  | { kind: "expired" }
  | { kind: "used" }
  | { kind: "list"; orders: CustomerOrderRow[] };

export interface PageStore {
  guildId: string;
  name: string;
  color: string;
}

const STATUS_KEYS = ["pending", "processing", "completed", "partial", "failed"] as const;

/** The page's own address (the form posts to it; a link's page posts to its own). */
export const findOrderPath = (guildId: string) => `/api/${encodeURIComponent(guildId)}/find-order`;

export function renderFindOrderPage(state: FindOrderState, locale: PublicLocale, store: PageStore): string {
  const all = PUBLIC_MESSAGES[locale];
  const m = all.findOrder;
  const { brand, onBrand } = brandColors(store.color);
  const base = findOrderPath(store.guildId);
  const lang = `?lang=${encodeURIComponent(locale)}`;
  const again = `<p><a class="link" href="${e(base + lang)}">${e(m.again)}</a></p>`;
  let title: string = m.title;
  let body: string;
  switch (state.kind) {
    case "form":
    case "tooMany": {
      const error =
        state.kind === "tooMany" ? fill(m.tooMany, { wait: state.wait }) : state.error ? m[state.error] : "";
      body = `<p>${e(fill(m.description, { store: store.name }))}</p>
<form method="post" action="${e(base + lang)}" novalidate>
<label for="email">${e(m.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${e(state.kind === "form" ? (state.email ?? "") : "")}"${error ? ' aria-invalid="true" aria-describedby="error"' : ""}>
${error ? `<p id="error" class="error" role="alert">${e(error)}</p>` : ""}
<button type="submit">${e(m.submit)}</button>
</form>`;
      break;
    }
    case "sent":
      title = m.sentTitle;
      body = `<p role="status">${e(fill(m.sent, { store: store.name }))}</p>`;
      break;
    case "open":
      title = m.openTitle;
      body = `<p>${e(m.open)}</p>
<form method="post" action="${e(`${base}/${encodeURIComponent(state.token)}${lang}`)}"><button type="submit">${e(m.show)}</button></form>`;
      break;
    case "expired":
      title = m.expiredTitle;
      body = `<p>${e(m.expired)}</p>${again}`;
      break;
    case "used":
      title = m.usedTitle;
      body = `<p>${e(m.used)}</p>${again}`;
      break;
    case "list": {
      title = fill(m.listTitle, { store: store.name });
      const dates = new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "UTC",
      });
      const numbers = new Intl.NumberFormat(locale === "en" ? "en-US" : locale);
      const statusWord = (s: string) => {
        const key = STATUS_KEYS.find((k) => k === s);
        return key ? all.orderStatus[key] : s;
      };
      body =
        state.orders.length === 0
          ? `<p>${e(m.empty)}</p>`
          : `<ul class="orders">${state.orders
              .map((o) => {
                const href = `${publicPageHref("orderStatus", { guildId: store.guildId, orderId: o.orderId })}${lang}`;
                return `<li><dl>
<div><dt>${e(m.order)}</dt><dd>#${e(o.orderId)}</dd></div>
<div><dt>${e(m.date)}</dt><dd>${e(dates.format(o.createdAt))} UTC</dd></div>
<div><dt>${e(all.orderStatus.type)}</dt><dd>${e(stockName(o.stock, all))}</dd></div>
<div><dt>${e(all.orderStatus.amount)}</dt><dd>${e(numbers.format(o.amount))}</dd></div>
<div><dt>${e(m.status)}</dt><dd>${e(statusWord(o.status))}</dd></div>
</dl><a class="link" href="${e(href)}" aria-label="${e(`${m.view}: #${o.orderId}`)}">${e(m.view)}</a></li>`;
              })
              .join("\n")}</ul>`;
      break;
    }
  }
  return `<!doctype html>
<html lang="${e(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} · ${e(store.name)}</title>
<style>
body{margin:0;background:#0f0f14;color:#ececf1;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#1a1a22;border:1px solid #2e2e3a;border-top:6px solid ${brand};border-radius:12px;padding:1.5rem}
.store{margin:0;color:#b4b4c2;font-size:.875rem;font-weight:600}
h1{margin:.25rem 0 1rem;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
p{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .75rem;border-radius:8px;border:1px solid #6b6b7b;background:#0f0f14;color:#ececf1;font:inherit}
button{margin-top:1rem;min-height:2.75rem;padding:.5rem 1.25rem;border:0;border-radius:8px;background:${brand};color:${onBrand};font:inherit;font-weight:600;cursor:pointer}
.error{margin:.5rem 0 0;color:#ff9b9b}
.link{color:#9db4ff;text-underline-offset:2px}
.orders{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.orders li{border:1px solid #2e2e3a;border-radius:8px;padding:.75rem 1rem}
dl{margin:0 0 .5rem;display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.25rem 1rem}
dt{color:#b4b4c2;font-size:.8125rem}dd{margin:0;overflow-wrap:anywhere}
</style></head>
<body><main><div class="card">
<p class="store">${e(store.name)}</p>
<h1>${e(title)}</h1>
${body}
</div></main></body></html>
`;
}
