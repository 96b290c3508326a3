import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, configureApi } from "./http.ts";

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

describe("apiRequest (spec §7 helper)", () => {
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
