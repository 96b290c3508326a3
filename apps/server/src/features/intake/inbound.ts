// The inbound route's answer and its platform check, below intake.ts and malformed.ts (which both use them).
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import { INTAKE_PLATFORMS } from "@boostdash/api-client/intake/rules";

/** What the inbound route sends back: a status and a text/plain body. */
export interface InboundAnswer {
  status: number;
  text: string;
  deliveryId?: string;
}

export const isIntakePlatform = (p: string): p is IntakePlatform =>
  (INTAKE_PLATFORMS as readonly string[]).includes(p);
