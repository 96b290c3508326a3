/** Live-stock editor mocks: the saved page source (the live stock mock shows it too). */
import { HttpResponse } from "msw";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";

export interface CustomCodeMockState {
  customCode: string;
}

export const customCodeMocks = {
  seed: (): CustomCodeMockState => ({ customCode: "" }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      fetchCustomCode: route("fetchCustomCode", () => HttpResponse.json({ code: mockStore().customCode })),
      saveCustomCode: route("saveCustomCode", async ({ request }) => {
        const body = await readBody("saveCustomCode", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        mockStore().customCode = body.data.code;
        return HttpResponse.json({ message: "Custom code saved" });
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    fetchCustomCode: { empty: routesAt(baseUrl)("fetchCustomCode", () => HttpResponse.json({ code: "" })) },
    saveCustomCode: {},
  }),
};
