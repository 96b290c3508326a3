/** Replacements mocks: the warranty policies, the seller's queue and decisions, the bot's view, the customer's form. */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { ReplacementRequest } from "./contract.ts";
import { createReplacementRequest, createWarrantyPolicies } from "./fixtures.ts";
import type { ReplacementsMockState } from "./mockState.ts";
import { mockStanding } from "./mockWarranty.ts";
import { ineligibleMessage, replacementMessages } from "./texts.ts";

function decide(
  id: string,
  change: (r: ReplacementRequest) => ReplacementRequest | string,
): Response | { request: ReplacementRequest } {
  const store = mockStore();
  const found = store.replacements.requests.find((r) => r.id === id);
  if (!found) return errorResponse(404, { message: replacementMessages.requestNotFound });
  if (found.status !== "open") return errorResponse(409, { message: replacementMessages.alreadyDecided });
  const next = change(found);
  if (typeof next === "string") return errorResponse(400, { message: next });
  store.replacements = {
    ...store.replacements,
    requests: store.replacements.requests.map((r) => (r.id === id ? next : r)),
  };
  return { request: next };
}

export const replacementsMocks = {
  seed: (): ReplacementsMockState => ({
    replacements: { policies: createWarrantyPolicies(), requests: [createReplacementRequest()] },
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    const approve = (r: ReplacementRequest, amount: number, override: boolean, by: string) => {
      if (amount > r.order.maxWithoutOverride && !override) {
        return replacementMessages.overLimitSeller(r.order.maxWithoutOverride);
      }
      return {
        ...r,
        status: "approved" as const,
        decidedAt: MOCK_NOW,
        decidedBy: by,
        approvedAmount: amount,
        override: amount > r.order.maxWithoutOverride,
        replacementOrderId: `${r.orderId}-r1`,
        replacementStatus: "pending" as const,
      };
    };
    return {
      requestReplacement: route("requestReplacement", async ({ params, request }) => {
        const body = await readBody("requestReplacement", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const folder = store.orders.find((f) => f.order.orderId === params.orderId);
        if (!folder) return errorResponse(404, { message: "Order Status not found for this Guild ID." });
        // The server's checks, in its order (replacements/handlers.ts); the captcha is not checked here.
        const { standing } = mockStanding(store, folder);
        if (standing.reason !== null) {
          return errorResponse(400, {
            message: ineligibleMessage(standing.reason, standing.until, standing.maxRequest),
          });
        }
        if (body.data.missing > standing.maxRequest) {
          return errorResponse(400, { message: replacementMessages.overLimit(standing.maxRequest) });
        }
        if (store.replacements.requests.some((r) => r.orderId === params.orderId && r.status === "open")) {
          return errorResponse(409, { message: replacementMessages.alreadyOpen });
        }
        const made = createReplacementRequest({
          id: `rr-${store.replacements.requests.length + 1}`,
          orderId: params.orderId,
          amount: body.data.missing,
          note: body.data.note ? body.data.note : null,
          createdAt: MOCK_NOW,
        });
        store.replacements = { ...store.replacements, requests: [made, ...store.replacements.requests] };
        return HttpResponse.json({
          status: "success" as const,
          message: replacementMessages.requested,
          requestId: made.id,
          amount: made.amount,
        });
      }),
      getWarranty: route("getWarranty", () =>
        HttpResponse.json({ policies: mockStore().replacements.policies }),
      ),
      updateWarranty: route("updateWarranty", async ({ request }) => {
        const body = await readBody("updateWarranty", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const policies = store.replacements.policies.map(
          (p) => body.data.policies.find((n) => n.stock === p.stock) ?? p,
        );
        store.replacements = { ...store.replacements, policies };
        return HttpResponse.json({ policies });
      }),
      listReplacements: route("listReplacements", ({ request }) => {
        const status = new URL(request.url).searchParams.get("status") ?? "open";
        return HttpResponse.json({
          requests: mockStore().replacements.requests.filter((r) => r.status === status),
        });
      }),
      approveReplacement: route("approveReplacement", async ({ params, request }) => {
        const body = await readBody("approveReplacement", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const done = decide(params.id, (r) =>
          approve(r, body.data.amount ?? r.amount, body.data.override, "Mock Seller"),
        );
        if (done instanceof Response) return done;
        const { request: decided } = done;
        return HttpResponse.json({
          request: decided,
          message: replacementMessages.approved(
            decided.approvedAmount ?? 0,
            decided.replacementOrderId ?? "",
          ),
        });
      }),
      declineReplacement: route("declineReplacement", async ({ params, request }) => {
        const body = await readBody("declineReplacement", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const done = decide(params.id, (r) => ({
          ...r,
          status: "declined" as const,
          decidedAt: MOCK_NOW,
          decidedBy: "Mock Seller",
          reason: body.data.reason,
        }));
        if (done instanceof Response) return done;
        return HttpResponse.json({ request: done.request, message: replacementMessages.declined });
      }),
      startReplacement: route("startReplacement", async ({ params, request }) => {
        const body = await readBody("startReplacement", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        if (store.replacements.requests.some((r) => r.orderId === params.folderId && r.status === "open")) {
          return errorResponse(409, { message: replacementMessages.openRequestExists });
        }
        const base = createReplacementRequest({
          id: `rr-${store.replacements.requests.length + 1}`,
          orderId: params.folderId,
          amount: body.data.amount,
          note: body.data.note ?? null,
          source: "seller",
          createdAt: MOCK_NOW,
        });
        const decided = approve(base, body.data.amount, body.data.override, "Mock Seller");
        if (typeof decided === "string") return errorResponse(400, { message: decided });
        store.replacements = { ...store.replacements, requests: [decided, ...store.replacements.requests] };
        return HttpResponse.json({
          request: decided,
          message: replacementMessages.started(body.data.amount, decided.replacementOrderId ?? ""),
        });
      }),
      botListReplacements: route("botListReplacements", () => {
        const store = mockStore();
        return HttpResponse.json({
          requests: store.replacements.requests
            .filter((r) => r.status === "open")
            .map((r) => ({
              ...r,
              botMayApprove:
                store.replacements.policies.find((p) => p.stock === r.order.stock)?.approval === "bot" &&
                r.amount <= r.order.maxWithoutOverride,
              invite: "https://discord.gg/mock",
            })),
        });
      }),
      botApproveReplacement: route("botApproveReplacement", async ({ params, request }) => {
        const body = await readBody("botApproveReplacement", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const found = store.replacements.requests.find((r) => r.id === params.id);
        const policy = store.replacements.policies.find((p) => p.stock === found?.order.stock);
        if (found && policy?.approval !== "bot") {
          return errorResponse(403, { message: replacementMessages.botNotAllowed });
        }
        const done = decide(params.id, (r) => approve(r, body.data.amount ?? r.amount, false, "bot"));
        if (done instanceof Response) return done;
        const { request: decided } = done;
        return HttpResponse.json({
          request: decided,
          message: replacementMessages.approved(
            decided.approvedAmount ?? 0,
            decided.replacementOrderId ?? "",
          ),
        });
      }),
    };
  },
};
