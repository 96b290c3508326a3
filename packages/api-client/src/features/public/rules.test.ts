import { describe, expect, it } from "vitest";
import { isValidEmail, publicPageUrls } from "./rules.ts";

describe("isValidEmail (loose)", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", " a@b.c "])("accepts %s", (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each(["", "a", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b.c@"])("refuses %s", (e) => {
    expect(isValidEmail(e)).toBe(false);
  });

  it("agrees with the loose pattern it replaced, on 20,000 seeded strings", () => {
    const loose = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ["a", "b", ".", "@", " ", "\t", "-", "é"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 20_000; i++) {
      let text = "";
      const length = next() % 9;
      for (let j = 0; j < length; j++) text += alphabet[next() % alphabet.length];
      expect(isValidEmail(text), JSON.stringify(text)).toBe(loose.test(text.trim()));
    }
  });

  it("takes linear time: a 128 KB domain part is refused in milliseconds (was 36 s)", () => {
    const hostile = `a@${"a".repeat(128 * 1024)}`;
    const started = performance.now();
    expect(isValidEmail(hostile)).toBe(false);
    expect(isValidEmail(`a@${".".repeat(128 * 1024)}@`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("refuses an address longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
    expect(isValidEmail(`${"a".repeat(200)}@example.com`)).toBe(true);
  });
});

describe("publicPageUrls", () => {
  it("builds the live stock and redeem pages of a guild on an origin", () => {
    expect(publicPageUrls("https://stores.example.com/", "1100000000000000001")).toEqual({
      liveStock: "https://stores.example.com/api/1100000000000000001/live-stock",
      redeem: "https://stores.example.com/api/redeem-order/1100000000000000001",
    });
  });
  it("encodes the guild id", () => {
    expect(publicPageUrls("http://localhost:3000", "a/b").liveStock).toBe(
      "http://localhost:3000/api/a%2Fb/live-stock",
    );
  });
});
