import { describe, expect, it } from "vitest";
import { emptyRedeemForm, validateRedeemForm } from "./redeemForm.ts";

const filled = { ...emptyRedeemForm, redeemKey: "KEY-1", discordInvite: "abc", email: "a@b.co" };

describe("validateRedeemForm", () => {
  it("passes with the three required fields and a loose email", () => {
    expect(validateRedeemForm(filled)).toEqual({ ok: true });
  });
  it("asks for every required field first, naming the empty ones, even when the email is also bad", () => {
    expect(validateRedeemForm({ ...filled, redeemKey: "  ", email: "nope" })).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      fields: ["redeemKey"],
    });
    expect(validateRedeemForm(emptyRedeemForm)).toMatchObject({
      fields: ["redeemKey", "discordInvite", "email"],
    });
  });
  it("then checks the email: text, @, text, dot, text", () => {
    for (const email of ["nope", "a@b", "a@.", "@b.co", "a b@c.de"]) {
      expect(validateRedeemForm({ ...filled, email })).toEqual({
        ok: false,
        message: "Please enter a valid email address.",
        fields: ["email"],
      });
    }
  });
  it("needs none of the optional details", () => {
    expect(validateRedeemForm({ ...filled, bio: "", avatar: "not a url" })).toEqual({ ok: true });
  });
});
