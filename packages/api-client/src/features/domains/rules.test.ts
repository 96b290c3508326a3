import { describe, expect, it } from "vitest";
import {
  addDomainFailureMessage,
  cnameRecord,
  domainStatusTone,
  normalizeDomain,
  validateDomain,
} from "./rules.ts";

describe("validateDomain (docs/product.md#input-checks)", () => {
  it("accepts and normalises a valid domain", () => {
    expect(validateDomain("  Shop.Example.COM ")).toEqual({ ok: true, domain: "shop.example.com" });
    expect(validateDomain("a_b-c.example.io")).toEqual({ ok: true, domain: "a_b-c.example.io" });
  });

  it("refuses an empty domain", () => {
    expect(validateDomain("   ")).toEqual({ ok: false, message: "Please enter a domain" });
  });

  it("refuses a second domain before anything else", () => {
    expect(validateDomain("shop.example.com", { existingCount: 1 })).toEqual({
      ok: false,
      message: "You can only have one custom domain. Remove the existing domain to add a new one.",
    });
  });

  it("names the example host in the format message", () => {
    expect(validateDomain("nodot", { exampleHost: "store.mysite.com" })).toEqual({
      ok: false,
      message: "Please enter a valid domain (e.g., store.mysite.com)",
    });
  });

  it("checks label length 1-63", () => {
    expect(validateDomain(`${"a".repeat(63)}.com`).ok).toBe(true);
    expect(validateDomain(`${"a".repeat(64)}.com`).ok).toBe(false);
    expect(validateDomain("a..com").ok).toBe(false);
  });

  it("needs a top-level part of at least 2 letters", () => {
    expect(validateDomain("example.c").ok).toBe(false);
    expect(validateDomain("example.co").ok).toBe(true);
    expect(validateDomain("example.c0m").ok).toBe(false);
  });

  it("limits the total length to 253", () => {
    const label = "a".repeat(63);
    const at253 = `${label}.${label}.${label}.${"a".repeat(57)}.com`;
    expect(at253).toHaveLength(253);
    expect(validateDomain(at253).ok).toBe(true);
    expect(validateDomain(`a${at253}`).ok).toBe(false);
  });

  it("refuses other characters", () => {
    expect(validateDomain("shop!.example.com").ok).toBe(false);
    expect(validateDomain("https://example.com").ok).toBe(false);
  });

  it("normalizeDomain trims and lower-cases", () => {
    expect(normalizeDomain(" A.B ")).toBe("a.b");
  });
});

describe("domains", () => {
  it("maps add error codes to docs/product.md#custom-domain's texts", () => {
    expect(addDomainFailureMessage({ errors: [{ code: 1406, message: "x" }] })).toBe(
      "This domain is already in use. Please choose a different domain.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 1000, message: "x" }] })).toBe(
      "Invalid domain format. Please check your domain and try again.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 1003, message: "x" }] })).toBe(
      "Domain verification failed. Please check your DNS settings.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 9, message: "Server says" }] })).toBe("Server says");
    expect(addDomainFailureMessage({ errors: [], message: "Top" })).toBe("Top");
    expect(addDomainFailureMessage({ errors: [] })).toBe("Failed to add domain");
  });
  it("tones statuses, other values neutral", () => {
    expect(domainStatusTone("active")).toBe("success");
    expect(domainStatusTone("pending")).toBe("warning");
    expect(domainStatusTone("failed")).toBe("danger");
    expect(domainStatusTone("weird")).toBe("neutral");
  });
  it("derives the CNAME record", () => {
    expect(cnameRecord("shop.example.com", "hosts.boostdash.test")).toEqual({
      type: "CNAME",
      name: "shop.example.com",
      value: "hosts.boostdash.test",
    });
  });
});
