// The markup a seller's page rendered, cut down to static content (docs/decisions.md#seller-pages-rendered-on-the-server):
// no script, style or link elements, no event-handler attributes, no forms, frames, objects or SVG, links only to
// http(s) and mailto, images only from https: (or data:) URLs. The page's CSP then refuses images and CSS from
// other hosts, so what is left can only load from our own origin.
import sanitizeHtml from "sanitize-html";

const GLOBAL_ATTRIBUTES = [
  "class",
  "style",
  "id",
  "title",
  "role",
  "lang",
  "dir",
  "hidden",
  "aria-*",
  "data-*",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "button",
    "progress",
    "meter",
    "details",
    "summary",
  ],
  // Whatever is not allowed goes with its content for these (their text is code, not page text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "svg", "math"],
  allowedAttributes: {
    "*": GLOBAL_ATTRIBUTES,
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    button: ["type", "disabled"],
    ol: ["start", "reversed"],
    td: ["colspan", "rowspan", "headers"],
    th: ["colspan", "rowspan", "headers", "scope"],
    time: ["datetime"],
    data: ["value"],
    progress: ["value", "max"],
    meter: ["value", "min", "max", "low", "high", "optimum"],
    details: ["open"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab gets no handle on this page, and no link tells the next site where it came from.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
    button: (tagName, attribs) => ({ tagName, attribs: { ...attribs, type: "button" } }),
  },
};

export function sanitizePage(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The class names the markup uses (Tailwind's candidates). */
export function classNamesOf(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (m[1] ?? "").split(/\s+/)) {
      if (name) names.add(unescapeAttribute(name));
    }
  }
  return [...names].sort();
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
