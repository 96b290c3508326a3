// The Custom Domain page, and the TLS server's question whether a host is an active custom domain.
import { domainMessages } from "@boostdash/api-client/domains/texts";
import { normaliseHost } from "../../host.ts";
import { HttpError } from "../../http.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  isMissingId,
  iso,
  isoOrNull,
  type RequestLogger,
} from "../handlerKit.ts";
import type { Domain } from "./domainRepository.ts";

export function domainJson(d: Domain) {
  return {
    _id: d.id,
    domain: d.domain,
    status: d.status,
    created_at: iso(d.createdAt),
    checked_at: isoOrNull(d.checkedAt),
    last_error: d.lastError,
  };
}

/** Names no DNS check can verify for a seller: the product's own host and reserved suffixes. */
export function isUnverifiableDomain(domain: string, publicHost: string): boolean {
  if (domain === publicHost || domain.endsWith(`.${publicHost}`)) return true;
  return /\.(localhost|local|invalid|test|example|internal|lan)$/.test(domain);
}

/** The error body the Custom Domain page reads (`errors[0]`). */
function fail(status: number, code: number, message: string): never {
  throw new HttpError(status, message, { success: false, errors: [{ code, message }] });
}

export function domainHandlers(
  { store, config, domains }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  "listDomains" | "addDomain" | "deleteDomain" | "domainTarget" | "checkDomain" | "domainAsk"
> {
  const checkId = (id: string) => {
    if (isMissingId(id)) throw new HttpError(400, domainMessages.invalidId);
  };
  return {
    async listDomains({ seller }) {
      return (await store.domains.list(seller.id)).map(domainJson);
    },

    async addDomain({ seller, body, req }) {
      if (isUnverifiableDomain(body.domain, config.publicHost)) {
        await log(seller, req, "domain_add_failed", `${body.domain}: cannot be verified`, "warning");
        fail(422, 1003, "Domain verification failed. Please check your DNS settings.");
      }
      if ((await store.domains.list(seller.id)).length > 0) fail(409, 1005, domainMessages.limit);
      // Another seller's claim that is not verified does not block this one (docs/decisions.md#domain-ownership);
      // a name active for another seller moves only when a fresh look-up finds this seller's own target now.
      const holder = await store.domains.activeNamed(body.domain);
      const moving = holder !== undefined && holder.sellerId !== seller.id;
      if (moving && !(await domains.proves(body.domain, seller.id))) {
        await log(seller, req, "domain_add_failed", `${body.domain}: already in use`, "warning");
        fail(409, 1406, "This domain is already in use. Please choose a different domain.");
      }
      const result = await store.domains.add(seller.id, body.domain);
      if (!result.ok) fail(409, 1005, domainMessages.limit);
      await log(seller, req, "domain_added", `Added ${body.domain}, waiting for its CNAME record`, "info");
      let added = result.domain;
      if (moving) {
        // Checked again as it is added, so the move rests on what DNS says now.
        await domains.checkOne(added);
        added = (await store.domains.find(added.id)) ?? added;
      } else domains.checkSoon(added.id);
      return { success: true, errors: [], message: "Domain added", domain: domainJson(added) };
    },

    async deleteDomain({ seller, params, req }) {
      checkId(params.id);
      const removed = await store.domains.delete(seller.id, params.id);
      if (!removed) throw new HttpError(404, "Domain not found");
      domains.forget(removed.domain);
      await log(seller, req, "domain_removed", `Removed ${removed.domain}`, "info");
      return { message: "Domain removed successfully!" };
    },

    async domainTarget({ seller }) {
      return { target: await domains.targetFor(seller.id) };
    },

    async checkDomain({ seller, params }) {
      checkId(params.id);
      const mine = (await store.domains.list(seller.id)).find((d) => d.id === params.id);
      if (!mine) throw new HttpError(404, "Domain not found");
      return domainJson(await domains.checkNow(mine));
    },

    async domainAsk({ query }) {
      // The same normalising as a request's Host (host.ts), so `ask` and the routing never disagree on a name.
      const host = normaliseHost(query.domain) ?? "";
      const seller = host ? await domains.sellerForHost(host) : undefined;
      if (!seller) throw new HttpError(404, "Not an active custom domain");
      return { domain: host, status: "active" as const };
    },
  };
}
