// `/api/openapi.json` (the bot API's OpenAPI 3.1 document, generated from the contract) and `/api/docs`, a reference
// page rendered here from that same document: plain HTML and CSS from our own origin, no script, no CDN
// (docs/decisions.md#connecting-the-bot).
import {
  type BotRouteName,
  botRouteDocs,
  botRouteNames,
  curlExample,
} from "@boostdash/api-client/bot/examples";
import { botOpenApiDocument, openApiPath } from "@boostdash/api-client/bot/openapi";
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { INTAKE_MAX_BODY_BYTES, intakeInboundDocs } from "@boostdash/api-client/intake/openapi";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";

export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
export const REFERENCE_PATH = `${API_BASE_PATH}/docs`;

/** This server as the caller reached it (a proxy's X-Forwarded-Proto counts when TRUST_PROXY trusts it). */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  [k: string]: unknown;
};

/** The top-level fields of a body, one row each: name, type, required, limits. */
function fieldRows(schema: Schema | undefined): string {
  const props = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  return Object.entries(props)
    .map(([name, s]) => {
      const type = Array.isArray(s.type)
        ? s.type.join(" | ")
        : String(s.type ?? (s.anyOf ? "one of" : "object"));
      const limits = [
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "enum",
        "format",
      ]
        .filter((k) => s[k] !== undefined)
        .map((k) => `${k} ${JSON.stringify(s[k])}`)
        .join(", ");
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(type)}</td><td>${required.has(name) ? "yes" : ""}</td><td>${escapeHtml(limits)}</td></tr>`;
    })
    .join("");
}

function section(name: BotRouteName, doc: Record<string, unknown>, origin: string): string {
  const route = contractRoutes[name];
  const path = openApiPath(route.path);
  const op = (doc.paths as Record<string, Record<string, Record<string, unknown>>>)[path]?.[
    route.method.toLowerCase()
  ] as {
    requestBody?: { content: { "application/json": { schema: Schema } } };
    responses: Record<string, { content?: { "application/json": { schema: Schema } } }>;
  };
  const request = op.requestBody?.content["application/json"].schema;
  const response = op.responses["200"]?.content?.["application/json"].schema;
  const table = (s: Schema | undefined) =>
    s?.properties && Object.keys(s.properties).length > 0
      ? `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Limits</th></tr></thead><tbody>${fieldRows(s)}</tbody></table>`
      : "";
  return `<section id="${name}">
<h2>${escapeHtml(botRouteDocs[name].summary)}</h2>
<p class="route"><span class="method">${route.method}</span> <code>${escapeHtml(API_BASE_PATH + path)}</code></p>
<p>${escapeHtml(botRouteDocs[name].description).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>
<h3>Example</h3>
<pre>${escapeHtml(curlExample(origin, name, "YOUR_BOT_KEY"))}</pre>
${request ? `<h3>Request body</h3>${table(request)}<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(request, null, 2))}</pre></details>` : ""}
<h3>Answer</h3>${table(response)}<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(response, null, 2))}</pre></details>
</section>`;
}

const code = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, "<code>$1</code>");

/** The storefronts' inbound calls: one row per platform with the headers it signs with. */
function intakeSection(): string {
  const rows = INTAKE_PLATFORMS.map((p) => {
    const d = intakeInboundDocs[p];
    const headers = d.headers
      .map(
        (h) => `<code>${escapeHtml(h.name)}</code>${h.required ? "" : " (optional)"}: ${code(h.description)}`,
      )
      .join("<br>");
    return `<tr><td>${escapeHtml(d.label)}</td><td><code>${escapeHtml(`POST ${API_BASE_PATH}/intake/${p}/{intakeId}`)}</code></td><td>${headers}</td></tr>`;
  }).join("");
  return `<section id="storefront-intake">
<h2>Storefront deliveries</h2>
<p>What SellAuth, Sellix, Sell.app and Shoppex call at each purchase (the URL Storefronts shows per platform). Signed with the platform's secret instead of a bot key; the body is verified over its exact bytes, at most ${INTAKE_MAX_BODY_BYTES} bytes. Answers are text: 200 the buyer's text, 400 a malformed body, 401 a refused signature, 404 an unknown URL, 409 the same delivery still being worked on, 413 a body over 1 MB, 503 not delivered (with <code>Retry-After</code>). A delivery id is answered once: a retry gets the stored answer.</p>
<table><thead><tr><th>Platform</th><th>Call</th><th>Headers</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

export function referencePage(origin: string): string {
  const doc = botOpenApiDocument(origin);
  const nav = `${botRouteNames
    .map((n) => `<li><a href="#${n}">${escapeHtml(botRouteDocs[n].summary)}</a></li>`)
    .join("")}<li><a href="#storefront-intake">Storefront deliveries</a></li>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bot API reference · boostdash</title><meta name="description" content="The calls a seller's bot makes to this server.">
<style>
:root{color-scheme:dark;--bg:#0b0b12;--fg:#e8e8f0;--muted:#a3a3b8;--border:#2a2a3a;--surface:#14141e;--accent:#a78bfa}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.6 system-ui,sans-serif}
main{max-width:56rem;margin:0 auto;padding:2rem 1.25rem 4rem}
a{color:var(--accent)}h1{margin:0 0 .25rem;font-size:1.9rem}h2{margin:2.5rem 0 .5rem;font-size:1.3rem}h3{font-size:1rem;margin:1.25rem 0 .5rem;color:var(--muted)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
pre{background:var(--surface);border:1px solid var(--border);border-radius:.5rem;padding:.75rem 1rem;overflow-x:auto;white-space:pre}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;border-bottom:1px solid var(--border);padding:.35rem .5rem;vertical-align:top}
th{color:var(--muted);font-weight:600}.route{font-size:1rem}.method{display:inline-block;background:#312e81;color:#e0e7ff;border-radius:.35rem;padding:0 .5rem;font-weight:700;font-size:.8rem}
section{border-top:1px solid var(--border)}details summary{cursor:pointer;color:var(--muted)}
</style></head><body><main>
<h1>Bot API reference</h1>
<p>The calls your bot makes to this server, at <code>${escapeHtml(`${origin}${API_BASE_PATH}`)}</code>. Send your bot key (Settings, Bot Key) as the raw <code>Authorization</code> header value. Machine-readable: <a href="${OPENAPI_PATH}">OpenAPI 3.1 document</a>.</p>
<nav aria-label="Calls"><ul>${nav}</ul></nav>
${botRouteNames.map((n) => section(n, doc, origin)).join("\n")}
${intakeSection()}
</main></body></html>`;
}

export function registerBotReference(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, async (req, reply) => {
    reply.header("Cache-Control", "no-cache");
    return botOpenApiDocument(originOf(req));
  });
  app.get(REFERENCE_PATH, async (req, reply) => {
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8");
    return referencePage(originOf(req));
  });
}
