import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import type { IntakeMapping, IntakePlatform } from "./model.ts";

/** `GET /api/dashboard/intake`: each platform's URL and secret hint, the mappings and the newest deliveries. */
export async function getIntakeSettings(options: CallOptions) {
  return request(routes.intakeSettings, options);
}

/** `POST /api/dashboard/intake/:platform/secret`: sets a platform up or rotates its secret; the secret, shown this once. */
export async function rotateIntakeSecret(platform: IntakePlatform, options: CallOptions) {
  return request(routes.rotateIntakeSecret, { ...options, params: { platform } });
}

/** `PUT /api/dashboard/intake/mappings`: the whole list, saved at once. */
export async function updateIntakeMappings(mappings: IntakeMapping[], options: CallOptions) {
  return request(routes.updateIntakeMappings, { ...options, data: { mappings } });
}

/** `POST /api/dashboard/intake/:platform/test`: a signed sample through the real inbound route. */
export async function sendIntakeTest(platform: IntakePlatform, options: CallOptions) {
  return request(routes.sendIntakeTest, { ...options, params: { platform } });
}

/** `POST /api/dashboard/intake/deliveries/:id/redeliver`: 'Deliver again'. */
export async function redeliverIntake(id: string, options: CallOptions) {
  return request(routes.redeliverIntake, { ...options, params: { id } });
}
