import { describe, expect, it } from "vitest";
import {
  embedColorInt,
  isDiscordWebhookUrl,
  isRetryableStatus,
  isWebhookEndpointUrl,
  MAX_ATTEMPTS,
  nextAttemptDelay,
  RETRY_DELAYS_MS,
} from "./rules.ts";

describe("notification rules", () => {
  it("accepts Discord's webhook addresses and nothing that only looks like one", () => {
    const ok = [
      "https://discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://discordapp.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://canary.discord.com/api/v10/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
    ];
    for (const url of ok) expect(isDiscordWebhookUrl(url), url).toBe(true);
    const bad = [
      "http://discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://discord.com.evil.example/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://evil.example/discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://user@discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://discord.com/api/webhooks/abc/abcDEF_ghiJKL-mnoPQR_stuVWX",
      "https://discord.gg/invite",
    ];
    for (const url of bad) expect(isDiscordWebhookUrl(url), url).toBe(false);
  });

  it("takes http(s) endpoints without credentials", () => {
    expect(isWebhookEndpointUrl("https://hooks.example.com/x")).toBe(true);
    expect(isWebhookEndpointUrl("http://127.0.0.1:8080/x")).toBe(true);
    expect(isWebhookEndpointUrl("https://a:b@hooks.example.com/x")).toBe(false);
    expect(isWebhookEndpointUrl("ftp://hooks.example.com")).toBe(false);
    expect(isWebhookEndpointUrl("not a url")).toBe(false);
  });

  it("tries 5 times over about an hour, waiting longer each time", () => {
    const waits = [1, 2, 3, 4].map((n) => nextAttemptDelay(n));
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(nextAttemptDelay(MAX_ATTEMPTS)).toBeNull();
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBe(60 * 60_000);
    expect(nextAttemptDelay(1, 0.001)).toBe(60);
  });

  it("retries the receiver's trouble, not refusals", () => {
    expect([500, 502, 503, 429, 408].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 410, 302].some(isRetryableStatus)).toBe(false);
  });

  it("reads the embed colour as Discord's integer, blurple when unset", () => {
    expect(embedColorInt("#ff66aa")).toBe(0xff66aa);
    expect(embedColorInt("8B5CF6")).toBe(0x8b5cf6);
    expect(embedColorInt("")).toBe(0x5865f2);
  });
});
