import { describe, expect, it } from "vitest";
import { captchaConfigInPage, checkCaptchaConfig } from "./api.ts";
import { CaptchaConfigSchema, CaptchaProviderSchema } from "./contract.ts";
import { CAPTCHA_CONFIG_ELEMENT_ID, CAPTCHA_PROVIDERS } from "./paths.ts";

/** A page holding `text` in the configuration element (or none). */
const pageWith = (text: string | undefined) => ({
  getElementById: (id: string) =>
    id === CAPTCHA_CONFIG_ELEMENT_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
});

describe("the captcha configuration written into the login page", () => {
  it("names the schema's providers", () => {
    expect([...CAPTCHA_PROVIDERS]).toEqual(CaptchaProviderSchema.options);
  });

  it("is checked by hand exactly as CaptchaConfigSchema checks it", () => {
    const values: unknown[] = [
      { provider: "altcha" },
      { provider: "off" },
      { provider: "turnstile", siteKey: "0x4AAA" },
      { provider: "hcaptcha", siteKey: "" },
      { provider: "altcha", extra: 1 },
      { provider: "altcha", siteKey: undefined },
      { provider: "recaptcha" },
      { provider: "ALTCHA" },
      { provider: 1 },
      { provider: "turnstile", siteKey: 42 },
      { provider: "turnstile", siteKey: null },
      { siteKey: "x" },
      {},
      [],
      ["altcha"],
      null,
      undefined,
      "altcha",
      7,
    ];
    for (const value of values) {
      const schema = CaptchaConfigSchema.safeParse(value);
      expect(checkCaptchaConfig(value), JSON.stringify(value)).toEqual(
        schema.success ? schema.data : undefined,
      );
    }
  });

  it("is read from the page, and a missing or damaged element reads as none", () => {
    expect(
      captchaConfigInPage(pageWith('{"provider":"turnstile","siteKey":"k\\u003c/script\\u003e"}')),
    ).toEqual({
      provider: "turnstile",
      siteKey: "k</script>",
    });
    expect(captchaConfigInPage(pageWith(undefined))).toBeUndefined();
    expect(captchaConfigInPage(pageWith(""))).toBeUndefined();
    expect(captchaConfigInPage(pageWith('{"provider":'))).toBeUndefined();
    expect(captchaConfigInPage(pageWith('{"provider":"recaptcha"}'))).toBeUndefined();
  });
});
