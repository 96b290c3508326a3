// What of a seller page's markup customers get (docs/decisions.md#seller-pages-rendered-on-the-server): static
// content only. No script, style or link elements, no event-handler attributes, no forms, frames, objects or SVG,
// links only to http(s) and mailto, images only from https: (or data:) URLs. The page's CSP then refuses images and
// CSS from other hosts, so what is left can only load from our own origin.
//
// The policy is data: sanitize-html runs in the sandbox workers (sandboxWorker.ts), after the render and before the
// CSS build, so a page of megabytes of markup costs a worker's time, never the server's thread
// (docs/decisions.md#custom-pages-under-attack). The worker adds sanitize-html's default tags to `extraTags` and two
// transforms: every link gets `rel="noopener noreferrer"` (a link that opens a new tab gets no handle on this page,
// and no link tells the next site where it came from), every button `type="button"`.

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

/** sanitize-html's options, without its default tags and the transforms (functions do not cross to a worker). */
export const SANITIZE_POLICY = {
  extraTags: ["img", "button", "progress", "meter", "details", "summary"],
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
};
