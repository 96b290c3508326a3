import { describe, expect, it } from "vitest";
import {
  inviteUrl,
  isHexColor,
  isSafeExternalUrl,
  isValidInvite,
  safeExternalUrl,
  withHash,
} from "./links.ts";

describe("inviteUrl", () => {
  it("adds the https://discord.gg/ prefix to a bare code", () => {
    expect(inviteUrl("abc123")).toBe("https://discord.gg/abc123");
  });
  it("keeps an invite that already has it", () => {
    expect(inviteUrl("https://discord.gg/abc123")).toBe("https://discord.gg/abc123");
  });
  it("completes discord.gg/ without a scheme", () => {
    expect(inviteUrl("discord.gg/abc")).toBe("https://discord.gg/abc");
  });
  it("reads discord.com and discordapp.com invite links, with or without a scheme", () => {
    expect(inviteUrl("https://discord.com/invite/abc")).toBe("https://discord.gg/abc");
    expect(inviteUrl("discordapp.com/invite/Abc-12/")).toBe("https://discord.gg/Abc-12");
    expect(inviteUrl("http://www.discord.gg/abc")).toBe("https://discord.gg/abc");
  });
  it("builds no link from text that is not an invite", () => {
    for (const text of [
      "hello world",
      "a",
      "https://evil.example/abc",
      "discord.gg/",
      "discord.com/abc",
      "javascript:alert(1)",
      "discord.gg/a b",
      `x${"y".repeat(40)}`,
    ]) {
      expect(inviteUrl(text), text).toBeUndefined();
      expect(isValidInvite(text), text).toBe(false);
    }
  });
  it("is undefined when empty", () => {
    expect(inviteUrl("")).toBeUndefined();
    expect(inviteUrl(undefined)).toBeUndefined();
  });
});

describe("withHash", () => {
  it("adds a missing '#'", () => {
    expect(withHash("ff00aa")).toBe("#ff00aa");
  });
  it("keeps an existing '#'", () => {
    expect(withHash("#ff00aa")).toBe("#ff00aa");
  });
  it("is undefined when empty", () => {
    expect(withHash(" ")).toBeUndefined();
    expect(withHash(null)).toBeUndefined();
  });
});

describe("safeExternalUrl", () => {
  it("allows http: and https:", () => {
    expect(safeExternalUrl("https://store.example.com")).toBe("https://store.example.com");
    expect(safeExternalUrl(" http://x.test/a ")).toBe("http://x.test/a");
  });
  it("refuses other schemes and non-URLs", () => {
    expect(isSafeExternalUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeExternalUrl("data:text/html,hi")).toBe(false);
    expect(isSafeExternalUrl("ftp://x.test")).toBe(false);
    expect(isSafeExternalUrl("store.example.com")).toBe(false);
    expect(isSafeExternalUrl("")).toBe(false);
    expect(isSafeExternalUrl(undefined)).toBe(false);
  });
});

describe("isHexColor", () => {
  it("takes 3 or 6 hex digits, with or without '#', any case", () => {
    for (const c of ["#fff", "FFF", "#5865F2", "5865f2", " #22c55e "]) expect(isHexColor(c), c).toBe(true);
  });
  it("refuses names, other lengths and other forms", () => {
    for (const c of ["", "purple", "#12345", "#1234567", "#ggg", "rgb(0,0,0)", "##fff", "#5865f2ff"]) {
      expect(isHexColor(c), c).toBe(false);
    }
  });
});
