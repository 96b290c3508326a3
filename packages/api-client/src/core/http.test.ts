import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { ApiError } from "./apiError.ts";
import { apiRequest, configureApi, prepareBody, request, sendEarly } from "./http.ts";

interface Seen {
  url: string;
  init: RequestInit;
}

function recorder(): { seen: Seen[]; fetch: typeof fetch } {
  const seen: Seen[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(input), init });
    return new Response("{}", { status: 200 });
  };
  return { seen, fetch: fake as typeof fetch };
}

function headersOf(s: Seen | undefined): Record<string, string> {
  return (s?.init.headers ?? {}) as Record<string, string>;
}

afterEach(() => configureApi({}));

describe("apiRequest (docs/product.md#request-helper)", () => {
  it("defaults to GET under /api with an empty Authorization", async () => {
    const r = recorder();
    configureApi({ fetch: r.fetch });
    await apiRequest("/auth/self");
    expect(r.seen[0]?.url).toBe("/api/auth/self");
    expect(r.seen[0]?.init.method).toBe("GET");
    expect(headersOf(r.seen[0]).Authorization).toBe("");
  });

  it("sends the raw token and extra headers", async () => {
    const r = recorder();
    configureApi({ fetch: r.fetch, baseUrl: "http://localhost/api/" });
    await apiRequest("user/settings", { token: "abc", headers: { "X-Test": "1" } });
    expect(r.seen[0]?.url).toBe("http://localhost/api/user/settings");
    expect(headersOf(r.seen[0])).toMatchObject({ Authorization: "abc", "X-Test": "1" });
  });

  it("sends objects as JSON with a JSON content type", async () => {
    const r = recorder();
    configureApi({ fetch: r.fetch });
    await apiRequest("/suggestions/create", { method: "POST", data: { title: "t" } });
    expect(r.seen[0]?.init.body).toBe('{"title":"t"}');
    expect(headersOf(r.seen[0])["Content-Type"]).toBe("application/json");
  });

  it("sends FormData as is, without a content type", async () => {
    const r = recorder();
    configureApi({ fetch: r.fetch });
    const form = new FormData();
    form.set("a", "b");
    await apiRequest("/x", { method: "POST", data: form });
    expect(r.seen[0]?.init.body).toBe(form);
    expect(headersOf(r.seen[0])["Content-Type"]).toBeUndefined();
  });

  it("never sends a body with GET", async () => {
    const r = recorder();
    configureApi({ fetch: r.fetch });
    await apiRequest("/x", { data: { a: 1 } });
    expect(r.seen[0]?.init.body).toBeUndefined();
  });

  it("returns the raw Response, whatever its status", async () => {
    configureApi({ fetch: (async () => new Response("nope", { status: 500 })) as typeof fetch });
    const res = await apiRequest("/x");
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("nope");
  });
});

function answering(status: number, body: string): typeof fetch {
  return (async () => new Response(body, { status })) as typeof fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("request (the one step from an endpoint)", () => {
  const route = { method: "GET", path: "/things/:id", response: z.object({ count: z.number() }) } as const;

  it("fills the path, sends the token and parses the body with the route's schema", async () => {
    const seen: string[] = [];
    configureApi({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        seen.push(`${String(input)} ${(init.headers as Record<string, string>).Authorization}`);
        return new Response('{"count":2,"extra":true}');
      }) as typeof fetch,
    });
    expect(await request(route, { params: { id: "a b" }, token: "t" })).toEqual({ count: 2 });
    expect(seen).toEqual(["/api/things/a%20b t"]);
  });

  it("parses with zod/mini schemas as well", async () => {
    configureApi({ fetch: answering(200, '{"count":3}') });
    const mini = { ...route, response: zm.object({ count: zm.number() }) };
    expect(await request(mini, { params: { id: "x" } })).toEqual({ count: 3 });
  });

  it("returns the decoded body unparsed when the route has no schema, undefined when empty", async () => {
    configureApi({ fetch: answering(200, '{"code":401}') });
    expect(await request({ method: "POST", path: "/login" })).toEqual({ code: 401 });
    configureApi({ fetch: answering(200, "") });
    expect(await request({ method: "POST", path: "/login" })).toBeUndefined();
  });

  it("throws a parse error for a body that does not match the contract", async () => {
    configureApi({ fetch: answering(200, '{"count":"2"}') });
    expect(await failure(request(route, { params: { id: "x" } }))).toMatchObject({
      status: 200,
      kind: "parse",
      message: "Unexpected response from the server",
      body: { count: "2" },
    });
  });

  it("throws the body's message for a non-2xx answer, else the status", async () => {
    configureApi({ fetch: answering(404, '{"message":"Not here"}') });
    expect(await failure(request(route, { params: { id: "x" } }))).toMatchObject({
      status: 404,
      kind: "http",
      message: "Not here",
    });
    configureApi({ fetch: answering(502, "Bad gateway") });
    expect(await failure(request(route, { params: { id: "x" } }))).toMatchObject({
      status: 502,
      message: "Server returned status 502",
    });
  });

  it("reports no answer as a network error, and lets an abort through as it is", async () => {
    configureApi({ fetch: (async () => Promise.reject(new TypeError("fetch failed"))) as typeof fetch });
    expect(await failure(request(route, { params: { id: "x" } }))).toMatchObject({
      status: 0,
      kind: "network",
      message: "fetch failed",
    });
    const abort = new DOMException("aborted", "AbortError");
    configureApi({ fetch: (async () => Promise.reject(abort)) as typeof fetch });
    await expect(request(route, { params: { id: "x" } })).rejects.toBe(abort);
  });
});

describe("sendEarly (a page's first calls, sent before its code has loaded)", () => {
  const route = { method: "GET", path: "/things/:id", response: z.object({ count: z.number() }) } as const;
  const counting = () => {
    const seen: string[] = [];
    let n = 0;
    configureApi({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        n += 1;
        seen.push(`${String(input)} ${(init.headers as Record<string, string>).Authorization}`);
        return new Response(`{"count":${n}}`);
      }) as typeof fetch,
    });
    return seen;
  };

  it("sends at once; the next request for the same path and token takes that answer, parsed, and only once", async () => {
    const seen = counting();
    sendEarly(route, { params: { id: "a" }, token: "t" });
    expect(seen).toEqual(["/api/things/a t"]);
    expect(await request(route, { params: { id: "a" }, token: "t" })).toEqual({ count: 1 });
    expect(seen).toHaveLength(1);
    expect(await request(route, { params: { id: "a" }, token: "t" })).toEqual({ count: 2 });
  });

  it("is not taken by another path or another token, and not sent twice", async () => {
    const seen = counting();
    sendEarly(route, { params: { id: "b" }, token: "t" });
    sendEarly(route, { params: { id: "b" }, token: "t" });
    expect(await request(route, { params: { id: "b" }, token: "other" })).toEqual({ count: 2 });
    expect(await request(route, { params: { id: "c" }, token: "t" })).toEqual({ count: 3 });
    expect(await request(route, { params: { id: "b" }, token: "t" })).toEqual({ count: 1 });
    expect(seen).toHaveLength(3);
  });

  it("reports an early failure to the request that takes it, as its own", async () => {
    configureApi({ fetch: (async () => Promise.reject(new TypeError("fetch failed"))) as typeof fetch });
    sendEarly(route, { params: { id: "d" } });
    configureApi({ fetch: answering(200, '{"count":9}') });
    expect(await failure(request(route, { params: { id: "d" } }))).toMatchObject({ kind: "network" });
  });
});

describe("prepareBody", () => {
  const schema = z.object({ title: z.string().trim().min(1, "Title is required") });

  it("normalises a body before it is sent", () => {
    expect(prepareBody(schema, { title: "  t  " })).toEqual({ title: "t" });
  });

  it("refuses a bad body with the schema's message, as the server would (400)", () => {
    expect(() => prepareBody(schema, { title: "   " })).toThrow(
      expect.objectContaining({ status: 400, kind: "input", message: "Title is required" }),
    );
  });
});
