import { mutationOptions, type QueryClient, queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryRoot } from "../../core/query/keys.ts";
import { clearToken, getToken, setToken } from "../../core/token.ts";
import { captchaConfigInPage, getCaptchaConfig, getCurrentUser, login, logout } from "./api.ts";
import type { LoginRequest } from "./contract.ts";
import { needsSecondFactor } from "./rules.ts";

/**
 * The signed-in seller. Shared by every dashboard screen and fetched once: not retried, not refetched
 * on focus, reconnect or mount (docs/product.md#sign-in-and-roles). An error means "send to /".
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: [...queryRoot, "auth", "currentUser"] as const,
    queryFn: ({ signal }) => getCurrentUser({ token: getToken(), signal }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function captchaConfigQuery() {
  return queryOptions({
    queryKey: [...queryRoot, "auth", "captchaConfig"] as const,
    queryFn: ({ signal }) => getCaptchaConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts the captcha configuration the server wrote into the page into the cache: the login page then needs no call. */
export function seedCaptchaConfig(client: QueryClient, doc: Pick<Document, "getElementById">): void {
  const config = captchaConfigInPage(doc);
  if (config) client.setQueryData(captchaConfigQuery().queryKey, config);
}

/**
 * Signs in; on a session the token is stored (docs/product.md#sign-in-and-roles) and any earlier user's cache is
 * dropped. An owner with a second factor gets no session yet (`needsSecondFactor(answer)`): the page asks for it.
 */
export function loginMutation() {
  return mutationOptions({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (response, _body, _result, { client }) => {
      if (needsSecondFactor(response)) return;
      startSession(client, response.token);
    },
  });
}

/** A sign-in's session: stored, and any earlier person's cached answers dropped. */
export function startSession(client: QueryClient, token: string): void {
  setToken(token);
  client.removeQueries({ queryKey: queryRoot });
}

/**
 * Sign Out: ends the session on the server first, so the token stops working everywhere, then removes it and every
 * cached answer from the browser, also when the server could not be reached. The caller then navigates to `/`.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    const token = getToken();
    try {
      if (token) await logout({ token });
    } catch {
      // Offline or already signed out: the browser still forgets the session.
    }
    clearToken();
    client.clear();
  }, [client]);
}
