import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import {
  getIntakeSettings,
  redeliverIntake,
  rotateIntakeSecret,
  sendIntakeTest,
  updateIntakeMappings,
} from "./api.ts";
import type { IntakeDelivery, IntakeMapping, IntakePlatform, IntakeSettings } from "./model.ts";

/** The only place this key is written; invalidations read it from here. */
const intakeKey = [...queryRoot, "intake"] as const;

/** How many deliveries the page keeps in its log, as the server's settings answer does. */
const LOG_LENGTH = 50;

/** The Storefronts page's data. */
export function intakeSettingsQuery() {
  return queryOptions({
    queryKey: intakeKey,
    queryFn: ({ signal }) => getIntakeSettings({ token: getToken(), signal }),
  });
}

/** Replaces a delivery already in the log, or puts a new one on top. */
function withDelivery(old: IntakeSettings | undefined, delivery: IntakeDelivery): IntakeSettings | undefined {
  if (!old) return old;
  const known = old.deliveries.some((d) => d.id === delivery.id);
  return {
    ...old,
    deliveries: known
      ? old.deliveries.map((d) => (d.id === delivery.id ? delivery : d))
      : [delivery, ...old.deliveries].slice(0, LOG_LENGTH),
  };
}

/** Sets up a platform or rotates its secret: the same call, the card shows the URL and the secret's hint after it. */
export function rotateIntakeSecretMutation() {
  return mutationOptions({
    mutationFn: (platform: IntakePlatform) => rotateIntakeSecret(platform, { token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<IntakeSettings>(intakeKey, (old) =>
        old
          ? {
              ...old,
              platforms: old.platforms.map((p) =>
                p.platform === response.platform.platform ? response.platform : p,
              ),
            }
          : old,
      );
    },
  });
}

/** A platform's first secret: the rotation's call, named for the page's 'Set up' button. */
export const setUpIntakePlatformMutation = rotateIntakeSecretMutation;

export function saveIntakeMappingsMutation() {
  return mutationOptions({
    mutationFn: (mappings: IntakeMapping[]) => updateIntakeMappings(mappings, { token: getToken() }),
    onSuccess: (settings, _v, _r, { client }) => {
      client.setQueryData<IntakeSettings>(intakeKey, settings);
    },
  });
}

export function sendIntakeTestMutation() {
  return mutationOptions({
    mutationFn: (platform: IntakePlatform) => sendIntakeTest(platform, { token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<IntakeSettings>(intakeKey, (old) => withDelivery(old, response.delivery));
    },
  });
}

export function redeliverIntakeMutation() {
  return mutationOptions({
    mutationFn: (id: string) => redeliverIntake(id, { token: getToken() }),
    onSuccess: (response, _v, _r, { client }) => {
      client.setQueryData<IntakeSettings>(intakeKey, (old) => withDelivery(old, response.delivery));
    },
  });
}
