/** Custom domain mocks: one domain, checks that find what they found before (or turn it active, a scenario). */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { createDomain, MOCK_DOMAIN_TARGET } from "./fixtures.ts";
import type { DomainsMockState } from "./mockState.ts";
import { MAX_DOMAINS } from "./rules.ts";
import { domainMessages } from "./texts.ts";

export const domainsMocks = {
  seed: (): DomainsMockState => ({ domains: [createDomain()] }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listDomains: route("listDomains", () => HttpResponse.json(mockStore().domains)),
      addDomain: route("addDomain", async ({ request }) => {
        const body = await readBody("addDomain", request);
        if (!body.ok)
          return errorResponse(400, {
            message: body.message,
            errors: [{ code: 1000, message: body.message }],
          });
        const store = mockStore();
        if (store.domains.length >= MAX_DOMAINS) return errorResponse(409, { message: domainMessages.limit });
        const domain = createDomain({ domain: body.data.domain, status: "pending", created_at: MOCK_NOW });
        store.domains = [...store.domains, domain];
        return HttpResponse.json({ success: true, errors: [], message: "Domain added", domain });
      }),
      deleteDomain: route("deleteDomain", ({ params }) => {
        const store = mockStore();
        if (!store.domains.some((d) => d._id === params.id))
          return errorResponse(404, { message: "Domain not found" });
        store.domains = store.domains.filter((d) => d._id !== params.id);
        return HttpResponse.json({ message: "Domain removed" });
      }),
      domainTarget: route("domainTarget", () => HttpResponse.json({ target: MOCK_DOMAIN_TARGET })),
      /** A check that finds what it found before: the time moves, the status stays. */
      checkDomain: route("checkDomain", ({ params }) => {
        const store = mockStore();
        const found = store.domains.find((d) => d._id === params.id);
        if (!found) return errorResponse(404, { message: "Domain not found" });
        const checked = { ...found, checked_at: MOCK_NOW };
        store.domains = store.domains.map((d) => (d._id === params.id ? checked : d));
        return HttpResponse.json(checked);
      }),
      domainAsk: route("domainAsk", ({ request }) => {
        const host = new URL(request.url).searchParams.get("domain") ?? "";
        const active = mockStore().domains.some((d) => d.domain === host && d.status === "active");
        if (!active) return errorResponse(404, { message: "Not an active custom domain" });
        return HttpResponse.json({ domain: host, status: "active" as const });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listDomains: {
        empty: route("listDomains", () => HttpResponse.json([])),
        pending: route("listDomains", () =>
          HttpResponse.json([
            { _id: "dom-pending", domain: "shop.example.com", status: "pending", created_at: MOCK_NOW },
          ]),
        ),
        failed: route("listDomains", () =>
          HttpResponse.json([
            { _id: "dom-failed", domain: "shop.example.com", status: "failed", created_at: MOCK_NOW },
          ]),
        ),
      },
      addDomain: {
        inUse: route("addDomain", () =>
          HttpResponse.json({ success: false, errors: [{ code: 1406, message: "Domain already in use" }] }),
        ),
        verificationFailed: route("addDomain", () =>
          HttpResponse.json({ success: false, errors: [{ code: 1003, message: "Verification failed" }] }),
        ),
      },
      checkDomain: {
        /** The record is there now: the domain turns active. */
        becomesActive: route("checkDomain", ({ params }) => {
          const store = mockStore();
          const found = store.domains.find((d) => d._id === params.id);
          if (!found) return errorResponse(404, { message: "Domain not found" });
          const checked = { ...found, status: "active", checked_at: MOCK_NOW, last_error: null };
          store.domains = store.domains.map((d) => (d._id === params.id ? checked : d));
          return HttpResponse.json(checked);
        }),
        tooMany: route("checkDomain", () =>
          errorResponse(429, { code: 429, message: "Too many checks. Please wait 1 minute and try again." }),
        ),
      },
    };
  },
};
