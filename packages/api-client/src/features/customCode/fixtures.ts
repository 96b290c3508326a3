/** Live-stock editor fixtures for stories and mocks. */
import type { CustomCodePreview } from "./contract.ts";

/**
 * The browser cannot run the server's sandbox, so the mock answers a preview from the code's text: an unclosed
 * `{` is a compile error on its line, `throw` a render error on its line; anything else renders a card with the
 * stock (enough for the editor's states; the real render is covered by the server's tests).
 */
export function mockPreview(code: string, oneMonthNitroTokens = 1250): CustomCodePreview {
  const lines = code.split("\n");
  const notices = lines.flatMap((text, i) =>
    /\s(on[A-Z]\w*)\s*=\s*\{/.test(text) || /\buse(Layout)?Effect\s*\(/.test(text)
      ? [
          {
            line: i + 1,
            message: `${/\s(on[A-Z]\w*)\s*=/.exec(text)?.[1] ?? /\b(use(?:Layout)?Effect)\b/.exec(text)?.[1]} is not run on the public page`,
          },
        ]
      : [],
  );
  const broken = lines.findIndex((text) => />\{[^}]*<\//.test(text));
  if (broken >= 0)
    return {
      status: "failed",
      problem: { kind: "compile", message: 'Unexpected token, expected ","', line: broken + 2 },
      notices,
    };
  const throws = lines.findIndex((text) => /\bthrow\b|\.length\b.*tiers|tiers\.length/.test(text));
  if (throws >= 0)
    return {
      status: "failed",
      problem: { kind: "throw", message: "cannot read property 'length' of undefined", line: throws + 1 },
      notices,
    };
  const title = /<h1[^>]*>([^<{]*)/.exec(code)?.[1]?.trim() || "Live Stock";
  return {
    status: "rendered",
    page: {
      html: `<main class="p-8 text-center"><h1 class="text-3xl font-bold">${title}</h1><p>1 month: ${oneMonthNitroTokens.toLocaleString("en-US")} Nitro</p></main>`,
      css: "main{padding:2rem;text-align:center;font-family:system-ui,sans-serif;color:#e8ebf4;background:#0b0d14;min-height:100vh}h1{font-size:1.875rem;font-weight:700;margin:0 0 1rem}",
    },
    notices,
  };
}
