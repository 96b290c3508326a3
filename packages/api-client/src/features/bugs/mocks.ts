/** Bug report mocks: reports are created open, admin writes answer 403 to a seller. */
import { HttpResponse } from "msw";
import { MOCK_NOW_SECONDS } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { forbiddenUnlessAdmin } from "../auth/mocks.ts";
import { createBug } from "./fixtures.ts";
import type { BugsMockState } from "./mockState.ts";

export const bugsMocks = {
  seed: (): BugsMockState => ({
    bugs: [
      createBug({ severity: "critical", title: "Orders page shows a blank card" }),
      createBug({
        status: "fixed",
        severity: "low",
        title: "Copy button does nothing",
        steps: undefined,
        expectedBehavior: undefined,
        actualBehavior: undefined,
      }),
    ],
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listBugs: route("listBugs", () => HttpResponse.json({ bugs: mockStore().bugs })),
      createBug: route("createBug", async ({ request }) => {
        const body = await readBody("createBug", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const author = store.user.discordId ?? store.user.id ?? "you";
        store.bugs = [
          createBug({
            ...body.data,
            // Like the server: an optional detail left out or empty is absent, not the fixture's default.
            steps: body.data.steps || undefined,
            expectedBehavior: body.data.expectedBehavior || undefined,
            actualBehavior: body.data.actualBehavior || undefined,
            author,
            status: "open",
            createdAt: MOCK_NOW_SECONDS,
          }),
          ...store.bugs,
        ];
        return HttpResponse.json({ message: "Bug report created" });
      }),
      deleteBug: route("deleteBug", ({ params }) => {
        const denied = forbiddenUnlessAdmin();
        if (denied) return denied;
        const store = mockStore();
        if (!store.bugs.some((b) => b._id === params.id))
          return errorResponse(404, { message: "Bug report not found" });
        store.bugs = store.bugs.filter((b) => b._id !== params.id);
        return HttpResponse.json({ message: "Bug report deleted" });
      }),
      fixBug: route("fixBug", ({ params }) => {
        const denied = forbiddenUnlessAdmin();
        if (denied) return denied;
        const bug = mockStore().bugs.find((b) => b._id === params.id);
        if (!bug) return errorResponse(404, { message: "Bug report not found" });
        bug.status = "fixed";
        return HttpResponse.json({ message: "Bug marked as fixed" });
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    listBugs: { empty: routesAt(baseUrl)("listBugs", () => HttpResponse.json({ bugs: [] })) },
  }),
};
