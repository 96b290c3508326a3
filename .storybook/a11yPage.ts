// Story tests' accessibility checks, on the page's side (the Node side and why: .storybook/a11yVerdicts.ts).
import { commands } from "vitest/browser";
import { baselineName, type ScreenshotParameter } from "./baselineName";
import { sameIds } from "./sameIds";

declare module "vitest/browser" {
  interface BrowserCommands {
    a11yPassedBefore: (storyId: string, shotName: string, fingerprint: string) => Promise<boolean>;
    a11yPassed: (storyId: string, shotName: string, fingerprint: string) => Promise<boolean>;
  }
}

/** The repository's path, as the dev server's style tags and file URLs may carry it (vitest.config.ts defines it). */
declare const __STORY_REPO_ROOT__: string;

/**
 * The sheet Storybook adds to a story test's page while its afterEach functions run (axe's check among them) and
 * takes away after: the same in every check, it is left out, so a page reads the same before and after the check.
 */
const STORYBOOK_PAUSE_RULE =
  "*, ::before, ::after { animation-delay: 0s !important; animation-direction: reverse !important; animation-play-state: paused !important; transition: none !important; }";

/** Whether a selector picks an element of the page (pseudo-elements taken off: one exists only with its element). */
function picksAny(root: ParentNode, selectorText: string): boolean {
  const bare = selectorText.replace(
    /::?(?:before|after|marker|placeholder|selection|backdrop|first-line|first-letter|file-selector-button)\b|::[-\w]+(?:\([^)]*\))?/g,
    "",
  );
  try {
    return root.querySelector(bare.trim() || "*") !== null;
  } catch {
    return true; // A selector this cannot read counts as picking.
  }
}

/**
 * Whether the rules do nothing to this page but define names: every style rule either picks no element or sets only
 * custom properties, and the other rules are keyframes. What another sheet or the markup would have to carry to use
 * them is added to `uses` (`var(--name`, a keyframes' name). Any other rule (font faces, layers, nested rules) counts
 * as doing something.
 */
function onlyDefinesNames(rules: CSSRuleList, root: ParentNode, uses: Set<string>): boolean {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (rule.cssRules.length > 0) return false;
      if (!picksAny(root, rule.selectorText)) continue;
      for (const property of rule.style) {
        if (!property.startsWith("--")) return false;
        uses.add(`var(${property}`);
      }
    } else if (rule instanceof CSSKeyframesRule) {
      uses.add(rule.name);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      if (!onlyDefinesNames(rule.cssRules, root, uses)) return false;
    } else return false;
  }
  return true;
}

type SheetText = { text: string; idle?: Set<string> };

/**
 * Each sheet's rules as text. A sheet that does nothing to this page but define names is marked idle: a vendor
 * widget's sheet (ALTCHA's: its classes, custom properties on :root, keyframes) stays in the story frame once a
 * story has loaded the widget, in force on every later story without touching it; `sheetsInForce` leaves such a
 * sheet out when nothing else uses its names.
 */
function readSheets(sheets: Iterable<CSSStyleSheet>, root: ParentNode, into: SheetText[]): void {
  for (const sheet of sheets) {
    if (sheet.cssRules.length === 1 && sheet.cssRules[0]?.cssText === STORYBOOK_PAUSE_RULE) continue;
    const parts = [`@sheet ${sheet.href ?? "inline"} ${sheet.media.mediaText} ${sheet.disabled}`];
    let idle: Set<string> | undefined;
    try {
      for (const rule of sheet.cssRules) parts.push(rule.cssText);
      const uses = new Set<string>();
      if (!sheet.disabled && onlyDefinesNames(sheet.cssRules, root, uses)) idle = uses;
    } catch {
      // A sheet from another origin cannot be read; its address stands for it.
    }
    into.push({ text: parts.join("\n"), idle });
  }
}

/** The sheets' texts, without the idle ones whose names no other sheet or the markup uses. */
function sheetsInForce(sheets: SheetText[], markup: string): string[] {
  return sheets
    .filter(({ idle }, index) => {
      if (!idle) return true;
      const elsewhere = [markup, ...sheets.filter((_, other) => other !== index).map(({ text }) => text)];
      return [...idle].some((use) => elsewhere.some((text) => text.includes(use)));
    })
    .map(({ text }) => text);
}

/** What a page gives axe to read: its markup, its sheets, and its elements' ids (`sameIds`). */
type Reading = { markup: string[]; sheets: SheetText[]; ids: Set<string> };

/** Markup as axe reads it: the element's, each shadow root's and each same-origin frame's, with controls' values. */
function readDocument(root: Document | ShadowRoot, reading: Reading): void {
  const { markup } = reading;
  const top = root instanceof Document ? root.documentElement : root;
  if (root instanceof Document) {
    // The root element's attributes (lang, dir, a theme's class), the title and the meta tags, which axe's page rules
    // read, and the body.
    const { attributes } = root.documentElement;
    markup.push(`@html ${[...attributes].map(({ name, value }) => `${name}=${value}`).join(" ")}`);
    markup.push(`@title ${root.title}`);
    for (const meta of root.head.querySelectorAll("meta")) markup.push(meta.outerHTML);
    markup.push(root.body.outerHTML);
  } else markup.push(root.innerHTML);
  if (root instanceof ShadowRoot) readSheets(root.adoptedStyleSheets, root, reading.sheets);
  for (const element of top.querySelectorAll("*")) {
    if (element.id) reading.ids.add(element.id);
    if (element.shadowRoot) {
      markup.push(`@shadow ${element.tagName}`);
      readDocument(element.shadowRoot, reading);
    }
    if (element instanceof HTMLIFrameElement) {
      const inner = element.contentDocument;
      markup.push(`@frame ${element.src}`);
      if (inner?.body) {
        readSheets(inner.styleSheets, inner, reading.sheets);
        readDocument(inner, reading);
      }
    }
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const checked = element instanceof HTMLInputElement ? element.checked : "";
      markup.push(`@value ${element.value} ${checked}`);
    }
  }
}

/**
 * A digest of everything axe reads on this page: the story's axe options, the frame's size, scroll and media
 * features, every style sheet in force, the font faces, the markup (shadow roots and frames
 * included), the controls' values and the focused element. Addresses are made independent of the dev server's port
 * and of where the repository lies, so the same page gives the same digest on any machine.
 */
export async function pageFingerprint(a11yOptions: unknown): Promise<string> {
  const parts: string[] = [JSON.stringify(a11yOptions) ?? "none"];
  parts.push(
    `${window.innerWidth}x${window.innerHeight}@${window.devicePixelRatio} ${window.scrollX},${window.scrollY}`,
  );
  for (const query of [
    "(prefers-color-scheme: dark)",
    "(prefers-reduced-motion: reduce)",
    "(forced-colors: active)",
  ]) {
    parts.push(`${query} ${window.matchMedia(query).matches}`);
  }
  const reading: Reading = { markup: [], sheets: [], ids: new Set() };
  readSheets(document.styleSheets, document, reading.sheets);
  readSheets(document.adoptedStyleSheets, document, reading.sheets);
  readDocument(document, reading);
  parts.push(...sheetsInForce(reading.sheets, reading.markup.join("\n")));
  // The faces, not whether each has loaded: which of a family's subsets (latin, cyrillic, ...) have loaded depends on the
  // stories shown before in this frame; those this page uses are in (the check waits for them), and a page drawn
  // without one would not be its baseline's pixels.
  for (const font of document.fonts)
    parts.push(`@font ${font.family} ${font.weight} ${font.style} ${font.stretch}`);
  parts.push(...reading.markup);
  const focused = document.activeElement;
  parts.push(`@focus ${focused ? [...document.body.querySelectorAll("*")].indexOf(focused) : -1}`);
  const text = sameIds(
    parts.join("\n").replaceAll(window.location.origin, "").replaceAll(__STORY_REPO_ROOT__, "<root>"),
    reading.ids,
  );
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

type A11yParameter = { test?: string; disable?: boolean } & Record<string, unknown>;
type StoryContextLike = {
  id: string;
  parameters: { a11y?: A11yParameter; screenshot?: ScreenshotParameter } & Record<string, unknown>;
  globals: { a11y?: unknown };
};

/** The check whose verdict may be kept once the story's shot has passed (`checkedPage`). */
let pending: { storyId: string; shotName: string; fingerprint: string; options: unknown } | undefined;

/**
 * Runs just before the addon's axe check (preview.tsx's `afterEach`, which Storybook runs before the addons'): when
 * axe passed this very page before, the story's check is switched off for this run; otherwise it runs, and its
 * fingerprint waits for the shot (`checkedPage`).
 */
export async function beforeAxe(context: StoryContextLike): Promise<void> {
  pending = undefined;
  const a11y = context.parameters.a11y;
  if (!a11y || a11y.disable === true || a11y.test === "off") return;
  const shotName = baselineName(context.parameters, context.id);
  // The fonts the page asked for, in place before axe reads it (the shot waits for them too): a first story could be
  // checked while they were still loading, and checked with them on the next run.
  await document.fonts.ready;
  const options = [a11y, context.globals.a11y];
  const fingerprint = await pageFingerprint(options);
  if (await commands.a11yPassedBefore(context.id, shotName, fingerprint)) {
    context.parameters = { ...context.parameters, a11y: { ...a11y, test: "off" } };
    return;
  }
  pending = { storyId: context.id, shotName, fingerprint, options };
}

/**
 * After the story passed (axe found nothing) and before its shot: the page must still be the one axe read. Returns
 * the function that keeps the verdict once the shot has passed too.
 */
export async function checkedPage(storyId: string): Promise<(() => Promise<void>) | undefined> {
  const check = pending;
  pending = undefined;
  if (!check || check.storyId !== storyId) return undefined;
  if ((await pageFingerprint(check.options)) !== check.fingerprint) return undefined;
  return async () => {
    await commands.a11yPassed(check.storyId, check.shotName, check.fingerprint);
  };
}
