// Bytes over the wire for a page's first load, for the speed bench (scripts/bench-speed.mjs).
import { launchChromium } from "../benchKit.mjs";

/** Every response's encoded length, as Chromium counts it, on a phone-sized page with an empty cache. */
async function transferred(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return { bytes, requests };
}

/** Each page's first load, one after another in one Chromium (closed after, also on a failure). */
export async function firstLoads(urls) {
  const browser = await launchChromium();
  try {
    const sizes = [];
    for (const url of urls) sizes.push(await transferred(browser, url));
    return sizes;
  } finally {
    await browser.close();
  }
}
