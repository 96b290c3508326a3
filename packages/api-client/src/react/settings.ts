import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken, setToken } from "../auth/token.ts";
import type { UserSettings } from "../contract/settings.ts";
import { getUserSettings, resetAccessCode } from "../endpoints/settings.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function userSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.settings.detail(),
    queryFn: ({ signal }) => getUserSettings({ token: getToken(), signal }),
  });
}

export function useUserSettings(options: QueryHookOptions = {}) {
  return useQuery({ ...userSettingsQuery(), ...options });
}

/**
 * Resets the access code. On success the new code is cached and the last-reset time set to now
 * (spec §4); a fresh session token, when the server sends one, replaces the revoked one.
 */
export function resetAccessCodeMutation() {
  return mutationOptions({
    mutationFn: () => resetAccessCode({ token: getToken() }),
    onSuccess: (response, _variables, _result, { client }) => {
      if (response.token) setToken(response.token);
      client.setQueryData<UserSettings>(queryKeys.settings.detail(), {
        access_code: response.newAccessCode,
        lastAccessCodeReset: new Date().toISOString(),
      });
    },
  });
}

export function useResetAccessCode() {
  return useMutation(resetAccessCodeMutation());
}
