/** Storefront intake mocks: the setup, the mappings' save, a test send and a redelivery, over one mock state. */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { IntakeMockState } from "./mockState.ts";
import { INTAKE_PLATFORMS } from "./rules.ts";

export const intakeMocks = {
  seed: (): IntakeMockState => ({
    intake: {
      platforms: INTAKE_PLATFORMS.map((platform) => ({ platform, url: null, secretHint: null })),
      mappings: [],
      // A store with nothing set up has had no deliveries (stories that need some seed them).
      deliveries: [],
    },
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      intakeSettings: route("intakeSettings", () => HttpResponse.json(mockStore().intake)),
      rotateIntakeSecret: route("rotateIntakeSecret", ({ params }) => {
        const store = mockStore();
        const secret = "whsec_mock0000000000000000000000000abcd";
        const platform = {
          platform: params.platform,
          url: `https://boostdash.localhost/api/intake/${params.platform}/mock-intake-id`,
          secretHint: secret.slice(-4),
        };
        store.intake = {
          ...store.intake,
          platforms: store.intake.platforms.map((p) => (p.platform === params.platform ? platform : p)),
        };
        return HttpResponse.json({ secret, platform });
      }),
      updateIntakeMappings: route("updateIntakeMappings", async ({ request }) => {
        const body = await readBody("updateIntakeMappings", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        store.intake = { ...store.intake, mappings: body.data.mappings };
        return HttpResponse.json(store.intake);
      }),
      sendIntakeTest: route("sendIntakeTest", ({ params }) => {
        const store = mockStore();
        const delivery = {
          id: `mock-test-${store.intake.deliveries.length + 1}`,
          platform: params.platform,
          receivedAt: MOCK_NOW,
          productId: store.intake.mappings.find((m) => m.platform === params.platform)?.productId ?? null,
          invoiceId: "test",
          result: "delivered" as const,
          answer: "Thank you! Your boosts are on their way.",
          orderId: null,
          test: true,
          canRedeliver: false,
          error: null,
        };
        store.intake = { ...store.intake, deliveries: [delivery, ...store.intake.deliveries] };
        return HttpResponse.json({ delivery });
      }),
      redeliverIntake: route("redeliverIntake", ({ params }) => {
        const store = mockStore();
        const found = store.intake.deliveries.find((d) => d.id === params.id);
        if (!found) return errorResponse(404, { message: "No such delivery" });
        const delivery = { ...found, result: "delivered" as const, canRedeliver: false, error: null };
        store.intake = {
          ...store.intake,
          deliveries: store.intake.deliveries.map((d) => (d.id === params.id ? delivery : d)),
        };
        return HttpResponse.json({ delivery });
      }),
    };
  },
};
