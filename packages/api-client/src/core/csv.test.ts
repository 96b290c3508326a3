import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv (RFC 4180)", () => {
  it("leaves plain cells alone and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["a", 1, true],
        ["b", 2.5, null],
      ]),
    ).toBe("a,1,true\r\nb,2.5,");
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "line\nbreak", "cr\rhere"]])).toBe(
      '"a,b","say ""hi""","line\nbreak","cr\rhere"',
    );
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(toCsv([["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "a=b"]])).toBe(
      "'=1+1,'+SUM(A1),'-2+3,'@cmd,'\tx,a=b",
    );
    // Quoting still applies after the apostrophe.
    expect(toCsv([['=HYPERLINK("x")']])).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("keeps numbers as numbers, negative ones included", () => {
    expect(toCsv([[-3, 0]])).toBe("-3,0");
  });
});
