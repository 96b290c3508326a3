/**
 * A session's device as a person recognises it ("Chrome on Linux") from its User-Agent. A few ordered patterns, not
 * a UA library: the label only has to tell one's own devices apart, and the order matters because every Chromium
 * browser also says "Chrome" and "Safari", and Chrome on iOS says "Safari" and "CriOS".
 */
import { sessionMessages } from "./texts.ts";

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdiscord\/\d/i, "Discord"],
  [/\bEdg(e|A|iOS)?\/\d/, "Edge"],
  [/\b(OPR|Opera)\/\d/, "Opera"],
  [/\bSamsungBrowser\/\d/, "Samsung Internet"],
  [/\bYaBrowser\/\d/, "Yandex Browser"],
  [/\bVivaldi\/\d/, "Vivaldi"],
  [/\b(Firefox|FxiOS)\/\d/, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\/\d/, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/\d/, "Safari"],
  [/\bcurl\/\d/, "curl"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function first(table: ReadonlyArray<readonly [RegExp, string]>, ua: string): string | undefined {
  return table.find(([pattern]) => pattern.test(ua))?.[1];
}

/** "Chrome on Linux", "Safari on iPhone", "Firefox", "Windows device", or "Unknown device". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").trim();
  if (!ua) return sessionMessages.unknownDevice;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return sessionMessages.unknownDevice;
}
