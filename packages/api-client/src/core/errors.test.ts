import { describe, expect, it } from "vitest";
import { ApiError, describeLoadError } from "./apiError.ts";
import { ApiErrorBodySchema } from "./contract/commonMini.ts";
import { messageFromBody, rateLimitMessageOr, serverMessageOr } from "./errors.ts";

describe("errors", () => {
  it("picks errors[0].message, then message, then error", () => {
    expect(messageFromBody({ errors: [{ code: 1, message: "first" }], message: "m" })).toBe("first");
    expect(messageFromBody({ message: "m", error: "e" })).toBe("m");
    expect(messageFromBody({ error: "e" })).toBe("e");
    expect(messageFromBody("text")).toBeUndefined();
    expect(messageFromBody(undefined)).toBeUndefined();
  });

  it("reads a body exactly as ApiErrorBodySchema accepts it", () => {
    const bodies: unknown[] = [
      { message: "m" },
      { message: "", error: "e" },
      { message: 3 },
      { error: null },
      { code: "429", message: "m" },
      { code: 429, message: "m", extra: { anything: true } },
      { errors: [], message: "m" },
      { errors: [{ message: "first" }, { code: 2, message: "second" }] },
      { errors: [{ code: "1", message: "x" }] },
      { errors: [{ message: 1 }] },
      { errors: [null] },
      { errors: {}, message: "m" },
      { errors: [{ message: "" }], message: "m" },
      [],
      ["message"],
      null,
      0,
      "text",
      {},
    ];
    for (const body of bodies) {
      const parsed = ApiErrorBodySchema.safeParse(body);
      const expected = parsed.success
        ? parsed.data.errors?.[0]?.message || parsed.data.message || parsed.data.error || undefined
        : undefined;
      expect(messageFromBody(body), JSON.stringify(body)).toBe(expected);
    }
  });

  const texts = { notFound: "nf", http: "http", unexpected: "unexpected" };
  it("describes public load failures as docs/product.md#public-pages does", () => {
    expect(describeLoadError(new ApiError(404, "x"), texts)).toBe("nf");
    expect(describeLoadError(new ApiError(500, "x"), texts)).toBe("http");
    expect(describeLoadError(new ApiError(0, "x", "network"), texts)).toBe("unexpected");
    expect(describeLoadError(new ApiError(200, "x", "parse"), texts)).toBe("unexpected");
    expect(describeLoadError(new Error("boom"), texts)).toBe("unexpected");
  });

  it("uses the server's message only when it sent one", () => {
    expect(serverMessageOr(new ApiError(400, "Nope", "http", { message: "Nope" }), "fallback")).toBe("Nope");
    expect(serverMessageOr(new ApiError(500, "Server returned status 500", "http"), "fallback")).toBe(
      "fallback",
    );
    expect(serverMessageOr(new ApiError(0, "fetch failed", "network"), "fallback")).toBe("fallback");
  });

  it("passes a 429's message on (it says how long to wait), and nothing else", () => {
    const wait = "Too many suggestions: at most 10 an hour. Please wait 12 minutes and try again.";
    expect(
      rateLimitMessageOr(new ApiError(429, wait, "http", { code: 429, message: wait }), "fallback"),
    ).toBe(wait);
    expect(rateLimitMessageOr(new ApiError(400, "Nope", "http", { message: "Nope" }), "fallback")).toBe(
      "fallback",
    );
    expect(rateLimitMessageOr(new ApiError(429, "Server returned status 429", "http"), "fallback")).toBe(
      "fallback",
    );
  });
});
