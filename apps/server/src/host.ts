// A request's Host, normalised once where the request comes in (docs/decisions.md#host-normalised-once): the
// custom-domain routing, the `ask` route, the caches' keys and the logs all read this one value, so
// `Shop.Example.com.:443` and `shop.example.com` can never be two different hosts to two parts of the server.
import type { IncomingMessage } from "node:http";

/** Letters, digits, hyphens and underscores in dot-joined labels (what a domain or an IPv4 address is made of). */
const NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * `Host` as one comparable name: lower case, without the port, without the root's trailing dot; an IPv6 literal keeps
 * its brackets. "" for no Host at all (HTTP/1.0). Undefined when it is no host name (spaces, empty labels, `a..b`).
 */
export function normaliseHost(raw: string): string | undefined {
  let host = raw.trim().toLowerCase();
  if (host === "") return "";
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    const rest = host.slice(end + 1);
    if (end < 0 || (rest !== "" && !/^:\d{1,5}$/.test(rest))) return undefined;
    host = host.slice(0, end + 1);
    return IPV6.test(host) ? host : undefined;
  }
  const colon = host.lastIndexOf(":");
  if (colon >= 0) {
    if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return undefined;
    host = host.slice(0, colon);
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  return host.length <= 253 && NAME.test(host) ? host : undefined;
}

const hosts = new WeakMap<IncomingMessage, string>();

/** Why a request's Host is refused (a 400), or undefined when it is fine (and then known to `requestHost`). */
export function hostProblem(req: IncomingMessage): string | undefined {
  // Node keeps the first of several Host headers; a proxy in front may have read another one.
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if ((req.rawHeaders[i] as string).length === 4 && req.rawHeaders[i]?.toLowerCase() === "host") count++;
  }
  if (count > 1) return "The request has more than one Host header";
  const host = normaliseHost(req.headers.host ?? "");
  if (host === undefined) return "The request's Host header is not a host name";
  hosts.set(req, host);
  return undefined;
}

/** The request's normalised Host ("" when it had none); `hostProblem` has vetted it before any route runs. */
export function requestHost(req: IncomingMessage): string {
  const known = hosts.get(req);
  if (known !== undefined) return known;
  const host = normaliseHost(req.headers.host ?? "") ?? "";
  hosts.set(req, host);
  return host;
}
