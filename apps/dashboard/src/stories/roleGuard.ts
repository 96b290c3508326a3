/**
 * A role's stories check that the dashboard never makes a call the role may not (docs/decisions.md#team-screens):
 * every contract route whose permission the role lacks answers as the server would (403, the role refusal), and
 * is written down, so a play can assert that none was asked.
 */

import { can, FORBIDDEN_FOR_ROLE, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import type { ContractRoute } from "@boostdash/api-client/core/contract/route";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { errorResponse, mockRouteUntyped } from "@boostdash/api-client/core/mocks/route";
import type { HttpHandler } from "msw";
import { expect } from "storybook/test";

/** The calls refused during the current story, as "GET /api/stock/keys". */
const refused: string[] = [];

/** Handlers that refuse, and note, every call `role` may not make; put them before the success handlers. */
export function refuseBeyondRole(role: TeamRole): HttpHandler[] {
  return (Object.entries(contractRoutes) as [ContractRouteName, ContractRoute][]).flatMap(([name, route]) =>
    route.permission && !can(role, route.permission)
      ? [
          mockRouteUntyped(name, ({ request }) => {
            refused.push(`${request.method} ${new URL(request.url).pathname}`);
            return errorResponse(403, { message: FORBIDDEN_FOR_ROLE });
          }),
        ]
      : [],
  );
}

/** A story's `beforeEach`: forgets the calls of the stories before it. */
export function forgetRefusedCalls(): void {
  refused.length = 0;
}

/** Asserts the page made no call its role may not make. */
export async function expectNoRefusedCalls(): Promise<void> {
  await expect(refused).toEqual([]);
}
