// Red team: a seller's live-stock page tries every way it can to make a customer's browser reach another host
// (WebRTC to a STUN/TURN server, fetch, XHR, beacon, WebSocket, images and CSS, top navigation, forms, frames,
// inline scripts and handlers). A listener on other local ports counts what arrives: nothing may
// (docs/decisions.md#seller-pages-rendered-on-the-server).
import { createSocket } from "node:dgram";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tokenOf, useServer } from "./helpers";

const e2e = useServer();

const seen = { requests: [] as string[], connections: 0, udpPackets: 0 };
const http = createServer((req, res) => {
  seen.requests.push(`${req.method} ${req.url}`);
  res.writeHead(200, { "content-type": "text/plain", "access-control-allow-origin": "*" });
  res.end("caught");
});
http.on("connection", () => {
  seen.connections++;
});
const udp = createSocket("udp4");
udp.on("message", () => {
  seen.udpPackets++;
});
let httpPort = 0;
let udpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  httpPort = (http.address() as AddressInfo).port;
  await new Promise<void>((resolve) => udp.bind(0, "127.0.0.1", resolve));
  udpPort = udp.address().port;
});

afterAll(async () => {
  udp.close();
  await new Promise((resolve) => http.close(resolve));
});

/** Tries everything while rendering (on the server) and leaves every kind of trap in its markup. */
function hostileCode(): string {
  const host = `127.0.0.1:${httpPort}`;
  const stun = `127.0.0.1:${udpPort}`;
  return `function leak(where: string) {
  const g = globalThis as any;
  const tried: string[] = [];
  const attempt = (name: string, f: () => void) => { try { f(); tried.push(name + " ran"); } catch (e) { tried.push(name + " failed"); } };
  attempt("rtc", () => {
    const pc = new g.RTCPeerConnection({ iceServers: [{ urls: "stun:${stun}" }, { urls: "turn:${stun}", username: "customer-" + where, credential: "x" }] });
    pc.createDataChannel("x");
    pc.createOffer().then((o: any) => pc.setLocalDescription(o));
  });
  attempt("fetch", () => g.fetch("http://${host}/fetch-" + where));
  attempt("xhr", () => { const x = new g.XMLHttpRequest(); x.open("GET", "http://${host}/xhr-" + where); x.send(); });
  attempt("beacon", () => g.navigator.sendBeacon("http://${host}/beacon-" + where, "x"));
  attempt("ws", () => new g.WebSocket("ws://${host}/ws-" + where));
  attempt("image", () => { const i = new g.Image(); i.src = "http://${host}/image-" + where; });
  attempt("top", () => { g.top.location = "http://${host}/top-" + where; });
  return tried.join(", ");
}

function LiveStockPage(props: LiveStockPageProps) {
  const onServer = leak("render");
  React.useEffect(() => { leak("effect"); }, []);
  const handler = () => leak("click");
  return (
    <main className="p-4">
      <h1 id="red-team">Red team page</h1>
      <p id="tried">{onServer}</p>
      <button id="press" onClick={handler}>Press</button>
      <a id="js-link" href={"javascript:fetch('http://${host}/js-link')"}>js link</a>
      <a id="nav" href="#" onClick={() => leak("link")}>nav</a>
      <img id="https-img" src="https://${host}/https-img.png" alt="a" width="10" height="10" />
      <img src="http://${host}/http-img.png" alt="b" />
      <img src="x" onError={() => leak("onerror")} alt="c" />
      <div style={{ backgroundImage: "url(http://${host}/style-bg.png)", width: 20, height: 20 }} />
      <div className="bg-[url(http://${host}/tw-bg.png)] h-5 w-5" />
      <link rel="stylesheet" href="http://${host}/link.css" />
      <style>{"@import url(http://${host}/import.css); body { background: url(http://${host}/style-tag.png) }"}</style>
      <meta httpEquiv="refresh" content="0;url=http://${host}/meta-refresh" />
      <iframe src="http://${host}/iframe" />
      <object data="http://${host}/object" />
      <form action="http://${host}/form" method="post"><input name="q" defaultValue="x" /><button id="submit" type="submit">Send</button></form>
      <script>{"fetch('http://${host}/inline-script')"}</script>
      <div dangerouslySetInnerHTML={{ __html: '<img src="x" onerror="fetch(\\'http://${host}/dsi\\')"><svg onload="fetch(\\'http://${host}/svg\\')"></svg><a href="http://${host}/plain" target="_top" id="plain">plain</a>' }} />
      <p>{props.oneMonthNitroTokens}</p>
    </main>
  );
}
`;
}

describe("a seller's page cannot reach another host from a customer's browser", () => {
  test("WebRTC, fetch, XHR, beacon, WebSocket, images, CSS, frames, forms and navigation: 0 packets, 0 requests", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page);
    const token = await tokenOf(page);
    const saved = await e2e.api("POST", "/save-custom-code", token, { code: hostileCode() });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const customer = await e2e.newPage();
    const csp: string[] = [];
    customer.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) csp.push(msg.text());
    });
    const url = `${e2e.baseUrl}/api/${e2e.guildId}/live-stock`;
    await customer.goto(url, { waitUntil: "networkidle" });
    await customer.locator("#red-team").waitFor();
    // On the server, none of them existed.
    expect(await customer.locator("#tried").textContent()).toBe(
      "rtc failed, fetch failed, xhr failed, beacon failed, ws failed, image failed, top failed",
    );
    // What a customer can do on the page: press the button and the links (a javascript: link is gone).
    await customer.locator("#press").click();
    await customer.locator("#nav").click();
    expect(await customer.locator("#js-link").getAttribute("href")).toBeNull();
    // The form is gone; its button stays, a plain button.
    expect(await customer.locator("form, input, iframe, object").count()).toBe(0);
    expect(await customer.locator("#submit").getAttribute("type")).toBe("button");
    await customer.locator("#submit").click();
    expect(await customer.locator("script:not([src])").count()).toBe(0);
    // Give anything scheduled (ICE gathering, timers, a meta refresh) time to go out.
    await customer.waitForTimeout(3000);
    expect(customer.url().replace(/#$/, "")).toBe(url);
    // The https image was allowed by the sanitiser and refused by the page's CSP.
    expect(await customer.locator("#https-img").count()).toBe(1);
    expect(csp.some((line) => line.includes("img-src"))).toBe(true);

    expect(seen).toEqual({ requests: [], connections: 0, udpPackets: 0 });
  });
});
