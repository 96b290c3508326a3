// Outgoing webhook requests that cannot be pointed at the server's own network (docs/decisions.md#notifications):
// https only (http to loopback only with the development flag), the host resolved once and every address it has
// checked against the private, loopback and link-local ranges, the connection pinned to the address checked (no
// second look-up for DNS rebinding to answer), no redirect followed, a deadline over the whole exchange and at most
// 64 KB of the answer read.
import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { rootCertificates } from "node:tls";
import { notificationMessages } from "@boostdash/api-client/notifications/texts";

export interface AddressResolver {
  /** Every address (v4 and v6) of a host name. */
  resolveAddresses(host: string): Promise<string[]>;
}

export const systemAddressResolver: AddressResolver = {
  resolveAddresses: async (host) =>
    (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address),
};

/** DNS_SERVERS (the same override as the custom-domain check): ask these servers for A and AAAA records. */
export function addressResolverFor(servers: string[]): AddressResolver {
  if (servers.length === 0) return systemAddressResolver;
  const r = new dns.Resolver({ timeout: 3000, tries: 2 });
  r.setServers(servers);
  const none = (err: unknown) => {
    const code = (err as { code?: string }).code;
    if (code === "ENODATA" || code === "ENOTFOUND") return [] as string[];
    throw err;
  };
  return {
    resolveAddresses: async (host) => {
      const [v4, v6] = await Promise.all([r.resolve4(host).catch(none), r.resolve6(host).catch(none)]);
      return [...v4, ...v6];
    },
  };
}

/** IPv4 ranges no webhook may reach: private, loopback, link-local, shared, reserved, relay, multicast, documentation. */
const forbidden = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  forbidden.addSubnet(net, bits, "ipv4");

/**
 * IPv6: only global unicast (2000::/3) may be reached, and within it not the ranges that carry an IPv4 address or
 * lead elsewhere: Teredo (2001::/32), 6to4 (2002::/16), the other special 2001::/23 blocks, documentation. So the
 * IPv4-compatible (::/96), mapped (::ffff:0:0/96), translated and NAT64 forms, ULA, link-local and multicast are all
 * refused, whatever IPv4 address they wrap.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
for (const [net, bits] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const)
  forbidden.addSubnet(net, bits, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
function normalise(address: string): { address: string; type: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], type: "ipv4" };
  return { address, type: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

export const isLoopbackAddress = (a: string) => {
  const n = normalise(a);
  return loopback.check(n.address, n.type);
};

/** Why an address may not be reached; undefined when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | undefined {
  const n = normalise(address);
  if (allowLoopback && loopback.check(n.address, n.type)) return undefined;
  const type = isIP(address) === 6 ? "ipv6" : "ipv4";
  const refused =
    type === "ipv6"
      ? !globalUnicast.check(address, "ipv6") || forbidden.check(address, "ipv6")
      : forbidden.check(address, "ipv4");
  if (refused) return `${address} is not a public address`;
  return undefined;
}

/** What the seller is told when an endpoint's address is refused, whatever the reason (the server's log keeps it). */
export const NOT_PUBLIC = notificationMessages.endpointNotPublic;

/** A refusal: `message` is safe to show to the seller; `detail` (for the server's log) may say more. */
export class RefusedError extends Error {
  override name = "RefusedError";
  constructor(
    message: string,
    readonly detail: string = message,
  ) {
    super(message);
  }
}

export interface SafeRequestOptions {
  resolver: AddressResolver;
  /** Development only (WEBHOOK_ALLOW_LOOPBACK): loopback addresses may be reached, and over plain http. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Extra certificate authorities to trust (WEBHOOK_EXTRA_CA_FILE), besides the system's. */
  ca?: string | undefined;
}

export interface SafeResponse {
  status: number;
  /** At most `maxBytes` of the body. */
  body: string;
  address: string;
}

/** Checks a URL and resolves its host; the address to connect to, or a RefusedError saying why not. */
export async function checkTarget(
  url: string,
  opts: SafeRequestOptions,
): Promise<{ u: URL; address: string }> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RefusedError("not a valid address");
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") throw new RefusedError("only https:// addresses");
  if (u.username || u.password)
    throw new RefusedError("addresses with a user name or password are not sent to");
  const host = u.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await opts.resolver.resolveAddresses(host);
    } catch (err) {
      throw new RefusedError(
        NOT_PUBLIC,
        `${host} could not be resolved (${(err as { code?: string }).code ?? "error"})`,
      );
    }
    if (addresses.length === 0) throw new RefusedError(NOT_PUBLIC, `${host} has no address`);
  }
  // Every address the name has must be public: a name that mixes a public and a private one is refused whole.
  for (const a of addresses) {
    const why = refusedAddress(a, opts.allowLoopback);
    if (why) throw new RefusedError(NOT_PUBLIC, isIP(host) ? why : `${host}: ${why}`);
  }
  const address = addresses[0] as string;
  if (u.protocol === "http:" && !(opts.allowLoopback && isLoopbackAddress(address))) {
    throw new RefusedError("only https:// addresses (plain http only to this machine, in development)");
  }
  return { u, address };
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request` that answers with `address` (checked before), whatever a second look-up would answer
 * now. It answers on a later tick, as `dns.lookup` does: answered at once, a connection that fails at once (ENETUNREACH
 * on a host with no route) destroyed the TLS socket before `tls.connect` named its server, and its `'error'` event
 * was emitted where no listener was yet attached, which ended the process.
 */
export function pinnedLookup(address: string) {
  const family = isIP(address);
  return (_host: string, options: { all?: boolean }, cb: LookupCallback) => {
    process.nextTick(() => (options.all ? cb(null, [{ address, family }]) : cb(null, address, family)));
  };
}

/** POSTs `body` to `url` under the rules above; redirects are answered as they are (never followed). */
export async function safePost(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: SafeRequestOptions,
): Promise<SafeResponse> {
  const { u, address } = await checkTarget(url, opts);
  const lookup = pinnedLookup(address);
  const client = u.protocol === "https:" ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    const req = client.request(
      u,
      {
        method: "POST",
        headers: {
          ...headers,
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": "boostdash-webhooks/1",
        },
        lookup: lookup as never,
        agent: false,
        ...(u.protocol === "https:" && opts.ca ? { ca: [...rootCertificates, opts.ca] } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, opts.maxBytes).toString("utf8"),
            address,
          });
        };
        res.on("data", (c: Buffer) => {
          chunks.push(c);
          size += c.length;
          // Enough read: the rest of the answer is not wanted.
          if (size >= opts.maxBytes) {
            res.destroy();
            done();
          }
        });
        res.on("end", done);
        res.on("error", (err) => {
          clearTimeout(timer);
          reject(err);
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`timed out after ${(opts.timeoutMs / 1000).toFixed(1)} s`)),
      opts.timeoutMs,
    );
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}
