import { ApiError } from "@boostdash/api-client/core/apiError";
import { en } from "@boostdash/api-client/public/i18n/en";
import { PUBLIC_LOCALES } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { publicLoadErrors, redeemMessages, redeemSubmitErrors } from "@boostdash/api-client/public/texts";
import { REDEEM_SUCCESS_MESSAGE, redeemBudgetMessages } from "@boostdash/api-client/stock/texts";
import { describe, expect, it } from "vitest";
import { loadErrorMessage } from "../pageText.ts";
import { redeemAnswerText, redeemErrorMessage, redeemLoadErrors } from "./redeemText.ts";

const de = PUBLIC_MESSAGES.de.redeem;

describe("the redeem page's English words", () => {
  it("are docs/product.md#redeem's, as the server and the shared texts have them", () => {
    expect(en.redeem.success).toBe(REDEEM_SUCCESS_MESSAGE);
    expect(en.redeem.invalidKey).toBe(redeemBudgetMessages.invalidKey);
    expect(en.redeem.captchaRequired).toBe(redeemBudgetMessages.captchaRequired);
    expect(en.redeem.captchaFailed).toBe(redeemBudgetMessages.captchaFailed);
    expect(en.redeem.notFound).toBe(publicLoadErrors.redeemPage.notFound);
    expect(en.redeem.http).toBe(publicLoadErrors.redeemPage.http);
    expect(en.redeem.fallback).toBe(publicLoadErrors.redeemPage.fallback);
    expect(en.redeem.failed).toBe(redeemSubmitErrors.failed);
    expect(en.redeem.unexpected).toBe(redeemSubmitErrors.unexpected);
    expect(en.redeem.required).toBe(redeemMessages.required);
    expect(en.redeem.invalidEmail).toBe(redeemMessages.email);
    expect(en.redeem.invalidInvite).toBe(redeemMessages.invite);
  });
});

describe("the server's redeem answers in the reader's language", () => {
  it("puts each known answer in the catalogue's words, in every language", () => {
    for (const locale of PUBLIC_LOCALES) {
      const words = PUBLIC_MESSAGES[locale].redeem;
      expect(redeemAnswerText(REDEEM_SUCCESS_MESSAGE, words)).toBe(words.success);
      expect(redeemAnswerText(redeemBudgetMessages.invalidKey, words)).toBe(words.invalidKey);
      expect(redeemAnswerText(redeemBudgetMessages.captchaRequired, words)).toBe(words.captchaRequired);
      expect(redeemAnswerText(redeemBudgetMessages.captchaFailed, words)).toBe(words.captchaFailed);
      expect(redeemAnswerText("Redeem page not found.", words)).toBe(words.notFound);
    }
    expect(redeemAnswerText(REDEEM_SUCCESS_MESSAGE, de)).toBe(
      "Bestellung eingelöst! Deine Boosts werden in Kürze geliefert.",
    );
  });

  it("shows any other answer as the server wrote it", () => {
    const wait = "Too many redeem attempts from this address. Try again in 42 seconds.";
    expect(redeemAnswerText(wait, de)).toBe(wait);
  });

  it("says a failed request in the reader's words, mapping a known server message", () => {
    const locked = new ApiError(429, redeemBudgetMessages.captchaRequired, "http", {
      message: redeemBudgetMessages.captchaRequired,
      status: "error",
      captcha: "altcha",
    });
    expect(redeemErrorMessage(locked, de)).toBe(de.captchaRequired);
    expect(redeemErrorMessage(new ApiError(502, "Server returned status 502", "http", "<html>"), de)).toBe(
      "Einlösen fehlgeschlagen. Bitte versuche es erneut.",
    );
    expect(redeemErrorMessage(new TypeError("x"), de)).toBe(de.unexpected);
  });

  it("says a failed load in the reader's words", () => {
    const notFound = new ApiError(404, "Redeem page not found.", "http", {
      message: "Redeem page not found.",
    });
    expect(loadErrorMessage(redeemLoadErrors(PUBLIC_MESSAGES.de), notFound)).toBe(
      "Einlöseseite nicht gefunden.",
    );
    expect(loadErrorMessage(redeemLoadErrors(en), new TypeError("x"))).toBe("An unexpected error occurred.");
  });
});
