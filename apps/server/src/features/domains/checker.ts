// Custom domains: a background check that each domain's CNAME points at its seller's own target (a name under
// PUBLIC_HOST made for that seller, docs/decisions.md#domain-ownership), and the lookup of the seller behind a
// request's Host. The resolver is injectable so tests need no DNS.
import { createHmac } from "node:crypto";
import { promises as dns } from "node:dns";
import { hostname } from "node:os";
import type { DomainStatus } from "@boostdash/api-client/domains/contract";
import { isUniqueViolation } from "../../db/repository.ts";
import { newSessionToken } from "../../ids.ts";
import type { Store } from "../../store.ts";
import { notifications } from "../notifications/notifier.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { type Domain, MOVED_AWAY } from "./domainRepository.ts";

export interface DnsResolver {
  resolveCname(host: string): Promise<string[]>;
}

export const systemResolver: DnsResolver = { resolveCname: (host) => dns.resolveCname(host) };

/** DNS_SERVERS: ask these servers (`1.1.1.1`, `10.0.0.2:5353`) instead of the system's. */
export function resolverFor(servers: string[]): DnsResolver {
  if (servers.length === 0) return systemResolver;
  const r = new dns.Resolver({ timeout: 5000, tries: 2 });
  r.setServers(servers);
  return { resolveCname: (host) => r.resolveCname(host) };
}

/** The key the sellers' CNAME targets are made with, kept in `meta` so every instance makes the same ones. */
const TARGET_KEY = "domain_target_key";

/**
 * A seller's own CNAME target: a label made from the seller's id with a server secret, under PUBLIC_HOST
 * (`d1f0c…​.boost.example.com`). Only whoever runs a name's DNS can point it there, so a name that does proves it
 * is this seller's; the operator points `*.PUBLIC_HOST` at the server so the target also routes.
 */
export function sellerTarget(secret: string, sellerId: string, publicHost: string): string {
  const label = createHmac("sha256", secret).update(`domain-target:${sellerId}`).digest("hex").slice(0, 20);
  return `d${label}.${publicHost.replace(/\.$/, "").toLowerCase()}`;
}

/** The background check's name in `job_runs`. */
export const DOMAIN_CHECK_JOB = "domain-check";

/** How long a domain may stay without a record before it is marked failed. */
const PENDING_GRACE_MS = 48 * 3600_000;
const HOST_CACHE_MS = 10_000;
/**
 * 'Check now' within this long of the last look-up answers that look-up instead of asking DNS again. It is
 * kept in the database (`checked_at`), so it holds across several server instances.
 */
export const CHECK_NOW_COOLDOWN_MS = 10_000;
/** 'Check now' calls per session and minute; the page's own re-check of a pending domain is 2 a minute. */
export const CHECK_NOW_PER_MINUTE = 10;

export interface DomainCheckerOptions {
  store: Store;
  publicHost: string;
  resolver: DnsResolver;
  intervalMs: number;
  onError?: (err: unknown) => void;
  /**
   * Claims one background run (InstanceRepository.claimJobRun): with several instances on one database, each asks on its own
   * timer and only the one that moves the shared `last_run_at` forward checks, so the domains are looked up once
   * per interval in all. Without it every instance checks on its own timer.
   */
  claim?: (intervalMs: number) => Promise<boolean>;
}

/** The instance's name in `job_runs.run_by`. */
export const instanceName = `${hostname()}:${process.pid}`;

/**
 * How often an instance asks whether the background check is due: a tenth of the interval (at least 100 ms, at
 * most 10 s), so a check runs every interval to 1.1 intervals whichever instance gets it.
 */
export function pollMs(intervalMs: number): number {
  return Math.min(10_000, Math.max(100, Math.round(intervalMs / 10)));
}

export class DomainChecker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #claiming: Promise<void> | undefined;
  #hostCache = new Map<string, { seller: Seller | undefined; at: number }>();
  #secret: Promise<string> | undefined;
  #checking = new Map<string, Promise<DomainStatus>>();

  constructor(private readonly opts: DomainCheckerOptions) {}

  /** The CNAME target that proves a name is this seller's (the Custom Domain page shows it). */
  async targetFor(sellerId: string): Promise<string> {
    this.#secret ??= this.opts.store.instance.getOrCreateMeta(TARGET_KEY, newSessionToken).catch((err) => {
      this.#secret = undefined;
      throw err;
    });
    return sellerTarget(await this.#secret, sellerId, this.opts.publicHost);
  }

  start(): void {
    if (this.#timer) return;
    const claim = this.opts.claim;
    const tick = claim
      ? () => {
          if (this.#claiming) return;
          this.#claiming = claim(this.opts.intervalMs)
            // Stopped while asking: the answer comes too late to act on.
            .then((mine) => (mine && this.#timer ? this.checkAll() : undefined))
            .catch((err) => this.opts.onError?.(err))
            .finally(() => {
              this.#claiming = undefined;
            });
        }
      : () => void this.checkAll();
    this.#timer = setInterval(tick, claim ? pollMs(this.opts.intervalMs) : this.opts.intervalMs);
    this.#timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#claiming;
    await this.#running;
  }

  /** Checks one newly added domain right away, in the background. */
  checkSoon(id: string): void {
    void (async () => {
      const d = (await this.opts.store.domains.listAll()).find((x) => x.id === id);
      if (d) await this.checkOne(d);
    })().catch((err) => this.opts.onError?.(err));
  }

  forget(domain: string): void {
    this.#hostCache.delete(domain);
  }

  async checkAll(): Promise<void> {
    if (this.#running) return this.#running;
    this.#running = (async () => {
      try {
        for (const d of await this.opts.store.domains.listAll()) await this.checkOne(d);
      } catch (err) {
        this.opts.onError?.(err);
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /** 'Check now': a fresh look-up, unless one ran in the last few seconds. Answers the domain as stored. */
  async checkNow(d: Domain, now = Date.now()): Promise<Domain> {
    if (d.checkedAt !== null && now - d.checkedAt < CHECK_NOW_COOLDOWN_MS) return d;
    await this.checkOne(d, now);
    return (await this.opts.store.domains.find(d.id)) ?? d;
  }

  /** Whether `name`'s CNAME points at this seller's own target right now (any failure to tell is a no). */
  async proves(name: string, sellerId: string): Promise<boolean> {
    const target = await this.targetFor(sellerId);
    try {
      const records = await this.opts.resolver.resolveCname(name);
      return records.some((r) => r.replace(/\.$/, "").toLowerCase() === target);
    } catch {
      return false;
    }
  }

  /**
   * Looks the domain's CNAME up and records what it found. It becomes active only when the record points at its own
   * seller's target; if another seller had the name active, that claim is failed in the same step (the name moved,
   * proved by this fresh look-up).
   */
  checkOne(d: Domain, now?: number): Promise<DomainStatus> {
    // One look-up per domain at a time, each on the row as it stands when it starts: a check that began before
    // another (the one right after adding, a 'Check now', the background run) must not write its older answer
    // over the newer one (a domain found active went back to pending that way).
    const before = this.#checking.get(d.id);
    const run = (before ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const current = await this.opts.store.domains.find(d.id);
        if (!current) return d.status; // removed meanwhile: nothing to record
        return this.#checkOne(current, now ?? Date.now());
      });
    const settled = run.finally(() => {
      if (this.#checking.get(d.id) === settled) this.#checking.delete(d.id);
    });
    this.#checking.set(d.id, settled);
    return run;
  }

  async #checkOne(d: Domain, now: number): Promise<DomainStatus> {
    const target = await this.targetFor(d.sellerId);
    let status: DomainStatus;
    let error: string | null = null;
    try {
      const records = (await this.opts.resolver.resolveCname(d.domain)).map((r) =>
        r.replace(/\.$/, "").toLowerCase(),
      );
      if (records.includes(target)) status = "active";
      else {
        status = "failed";
        error = `CNAME points at ${records.join(", ") || "nothing"}, expected ${target}`;
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? "";
      if (code === "ENODATA" || code === "ENOTFOUND" || code === "NXDOMAIN") {
        // No record yet: DNS changes take up to 24-48 hours.
        status = now - d.createdAt > PENDING_GRACE_MS ? "failed" : "pending";
        error = `No CNAME record (${code})`;
      } else {
        // Resolver trouble (timeouts, no network) says nothing about the domain: keep its status, say why.
        status = d.status;
        error = `DNS lookup failed (${code || "unknown error"}); status unchanged`;
      }
    }
    // Every look-up is recorded (the page shows when it ran and what it found); a change is also logged.
    if (status === "active" && d.status !== "active") {
      let displaced: Domain[];
      try {
        displaced = await this.opts.store.domains.activate(d.id, d.domain, now);
      } catch (err) {
        // Another instance activated a claim of this name at the same moment: the next check settles it.
        if (!isUniqueViolation(err)) throw err;
        await this.opts.store.domains.setStatus(
          d.id,
          d.status,
          "Verified at the same moment as another claim; checking again",
          now,
        );
        return d.status;
      }
      for (const old of displaced) {
        await this.#log(old, "failed", `${old.domain}: ${MOVED_AWAY}`);
      }
    } else {
      await this.opts.store.domains.setStatus(d.id, status, error, now);
    }
    if (status !== d.status) {
      this.#hostCache.delete(d.domain);
      await this.#log(
        d,
        status,
        status === "active" ? `${d.domain} is active` : `${d.domain}: ${error ?? status}`,
      );
      await notifications(
        this.opts.store,
        this.opts.publicHost.replace(/\.$/, "").toLowerCase(),
      ).domainChanged(d.sellerId, d.domain, status, error);
    }
    return status;
  }

  async #log(d: Domain, status: DomainStatus, details: string): Promise<void> {
    const seller = await this.opts.store.sellers.findById(d.sellerId);
    await this.opts.store.logs.add({
      sellerId: d.sellerId,
      username: seller?.name ?? "system",
      userId: d.sellerId,
      action:
        status === "active" ? "domain_verified" : status === "failed" ? "domain_failed" : "domain_pending",
      details,
      severity: status === "active" ? "success" : status === "failed" ? "error" : "info",
    });
  }

  /** The seller whose active custom domain is `host` (cached briefly: it runs on every request). */
  async sellerForHost(host: string, now = Date.now()): Promise<Seller | undefined> {
    const hit = this.#hostCache.get(host);
    if (hit && now - hit.at < HOST_CACHE_MS) return hit.seller;
    const seller = await this.opts.store.domains.sellerForActive(host);
    this.#hostCache.set(host, { seller, at: now });
    if (this.#hostCache.size > 1000) this.#hostCache.clear();
    return seller;
  }
}
