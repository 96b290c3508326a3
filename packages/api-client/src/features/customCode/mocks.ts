/** Live-stock editor mocks: the saved page source, and a stand-in for the server's preview render. */
import { HttpResponse } from "msw";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { mockPreview } from "./fixtures.ts";
import type { CustomCodeMockState } from "./mockState.ts";

export const customCodeMocks = {
  seed: (): CustomCodeMockState => ({ customCode: "" }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      fetchCustomCode: route("fetchCustomCode", () => {
        const code = mockStore().customCode;
        if (!code) return HttpResponse.json({ code, customerPage: { kind: "default" } });
        const preview = mockPreview(code, mockStore().liveStock.oneMonthNitroTokens);
        return HttpResponse.json({
          code,
          customerPage:
            preview.status === "rendered" ? { kind: "custom" } : { kind: "error", problem: preview.problem },
        });
      }),
      saveCustomCode: route("saveCustomCode", async ({ request }) => {
        const body = await readBody("saveCustomCode", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        mockStore().customCode = body.data.code;
        return HttpResponse.json({ message: "Custom code saved" });
      }),
      previewCustomCode: route("previewCustomCode", async ({ request }) => {
        const body = await readBody("previewCustomCode", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        return HttpResponse.json(mockPreview(body.data.code, mockStore().liveStock.oneMonthNitroTokens));
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    fetchCustomCode: { empty: routesAt(baseUrl)("fetchCustomCode", () => HttpResponse.json({ code: "" })) },
    saveCustomCode: {},
    previewCustomCode: {},
  }),
};
