/** Live-stock editor mocks: the saved page source, and a stand-in for the server's preview render. */
import { HttpResponse } from "msw";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { CustomCodePreview } from "./contract.ts";

export interface CustomCodeMockState {
  customCode: string;
}

/**
 * The browser cannot run the server's sandbox, so the mock answers a preview from the code's text: an unclosed
 * `{` is a compile error on its line, `throw` a render error on its line; anything else renders a card with the
 * stock (enough for the editor's states; the real render is covered by the server's tests).
 */
export function mockPreview(code: string): CustomCodePreview {
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
  const broken = lines.findIndex((text) => /\{[^}]*<\//.test(text));
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
  const { liveStock } = mockStore();
  return {
    status: "rendered",
    page: {
      html: `<main class="p-8 text-center"><h1 class="text-3xl font-bold">${title}</h1><p>1 month: ${liveStock.oneMonthNitroTokens} Nitro</p></main>`,
      css: "main{padding:2rem;text-align:center;font-family:system-ui,sans-serif;color:#e8ebf4;background:#0b0d14;min-height:100vh}h1{font-size:1.875rem;font-weight:700;margin:0 0 1rem}",
    },
    notices,
  };
}

export const customCodeMocks = {
  seed: (): CustomCodeMockState => ({ customCode: "" }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      fetchCustomCode: route("fetchCustomCode", () => {
        const code = mockStore().customCode;
        if (!code) return HttpResponse.json({ code, customerPage: { kind: "default" } });
        const preview = mockPreview(code);
        return HttpResponse.json({
          code,
          customerPage:
            preview.status === "rendered" ? { kind: "custom" } : { kind: "error", problem: preview.problem },
        });
      }),
      saveCustomCode: route("saveCustomCode", async ({ request }) => {
        const body = await readBody("saveCustomCode", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        mockStore().customCode = body.data.code;
        return HttpResponse.json({ message: "Custom code saved" });
      }),
      previewCustomCode: route("previewCustomCode", async ({ request }) => {
        const body = await readBody("previewCustomCode", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        return HttpResponse.json(mockPreview(body.data.code));
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    fetchCustomCode: { empty: routesAt(baseUrl)("fetchCustomCode", () => HttpResponse.json({ code: "" })) },
    saveCustomCode: {},
    previewCustomCode: {},
  }),
};
