/**
 * The seller's starting point in the live-stock editor: our own `LiveStockPage`, equal in content to the public
 * live-stock page (`screens/public/LiveStockScreen.tsx`), written for the server's sandbox (React in scope, Tailwind
 * classes turned into CSS on the server), and the props' types that the editor gives Monaco.
 */

import { PUBLIC_LOCALES } from "@boostdash/api-client/public/i18n/locales";

/** The props `LiveStockPage` receives on the server: the seller's live stock and store settings. */
export const LIVE_STOCK_PAGE_TYPES = `/** What the live-stock page receives: the seller's live stock and store settings, refreshed every 10 s. */
interface LiveStockPageProps {
  /** 1 Month Stock: Nitro tokens. */
  oneMonthNitroTokens: number;
  /** 1 Month Stock: server boosts. */
  oneMonthServerBoosts: number;
  /** 3 Month Stock: Nitro tokens. */
  threeMonthNitroTokens: number;
  /** 3 Month Stock: server boosts. */
  threeMonthServerBoosts: number;
  /** The store's name, if known. */
  storeName?: string;
  /** 'Visit Store' link, if the seller set one. */
  storeLink?: string;
  /** 'Discord Link', if the seller set one. */
  discordLink?: string;
  /** The embed colour, with or without a leading '#'. */
  embedColor?: string;
  /** Footer text under the page. */
  embedFooter?: string;
  /**
   * The customer's language: their \`?lang=\` (the bot may add it to its links), the language link they chose, else
   * their browser's; English when none matches. The preview here gets "en". Put your own words in it.
   */
  lang: ${PUBLIC_LOCALES.map((l) => JSON.stringify(l)).join(" | ")};
}
`;

/** Just enough of React for completion and type errors in the editor (the server's sandbox has the real one). */
export const REACT_GLOBAL_TYPES = `declare namespace React {
  type ReactNode = ReactElement | string | number | boolean | null | undefined | ReactNode[];
  interface ReactElement { type: unknown; props: unknown; key: string | null }
  interface CSSProperties { [property: string]: string | number | undefined }
  type FC<P = {}> = (props: P & { children?: ReactNode }) => ReactElement | null;
  type SetStateAction<S> = S | ((previous: S) => S);
  function useState<S>(initial: S | (() => S)): [S, (value: SetStateAction<S>) => void];
  function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
  function useMemo<T>(factory: () => T, deps: readonly unknown[]): T;
  function useRef<T>(initial: T): { current: T };
  function useCallback<T extends (...args: never[]) => unknown>(callback: T, deps: readonly unknown[]): T;
  function createElement(type: unknown, props?: unknown, ...children: ReactNode[]): ReactElement;
  const Fragment: unique symbol;
}
declare namespace JSX {
  interface Element extends React.ReactElement {}
  interface ElementChildrenAttribute { children: {} }
  interface IntrinsicAttributes { key?: string | number }
  interface IntrinsicElements {
    [element: string]: {
      className?: string;
      style?: React.CSSProperties;
      children?: React.ReactNode;
      [attribute: string]: unknown;
    };
  }
}
`;

/** The default page. Keep it equal in content to `LiveStockScreen` (a test renders both). */
export const DEFAULT_LIVE_STOCK_PAGE = `// Your live stock page. Customers see it at your store's live-stock address, refreshed every 10 seconds.
// React and Tailwind CSS classes are available; the component must be named LiveStockPage. It is rendered on our
// server into a static page: event handlers and effects (onClick, useEffect) do not run there.
// Its props (LiveStockPageProps) are the live figures and your store settings: hover a name to see them.

function accentColor(color?: string): string {
  const hex = (color ?? "").trim().replace(/^#?/, "#");
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? hex : "#a394fa";
}

function safeLink(url?: string): string | undefined {
  return url && /^https?:\\/\\//i.test(url) ? url : undefined;
}

function StockRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-[#2a3142] bg-[#1a1f2e]/60 px-4 py-3">
      <dt className="text-base text-[#a3abc0]">{label}</dt>
      {value === 0 ? (
        // 'Out of stock' to see; the 0 stays for screen readers.
        <dd className="flex min-h-9 items-center">
          <span className="sr-only">0</span>{" "}
          <span className="rounded-full border border-[#f87171]/40 bg-[#3a1515] px-3 py-1 text-sm font-semibold text-[#f87171]">
            Out of stock
          </span>
        </dd>
      ) : (
        <dd className="text-right text-3xl font-bold tabular-nums text-[#e8ebf4]">
          {value.toLocaleString("en-US")}
        </dd>
      )}
    </div>
  );
}

function LiveStockPage(props: LiveStockPageProps) {
  const accent = accentColor(props.embedColor);
  const tiers = [
    { title: "1 Month Stock", nitro: props.oneMonthNitroTokens, boosts: props.oneMonthServerBoosts },
    { title: "3 Month Stock", nitro: props.threeMonthNitroTokens, boosts: props.threeMonthServerBoosts },
  ];
  const links = [
    { label: "Visit Store", url: safeLink(props.storeLink) },
    { label: "Discord Link", url: safeLink(props.discordLink) },
  ].filter((link) => link.url);

  return (
    <div className="flex min-h-screen flex-col bg-[#0b0d14] font-sans text-[#e8ebf4]">
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-8 px-4 py-10 sm:py-16">
        <header className="flex flex-col items-center gap-3 text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-[#2a3142] bg-[#131722] px-3 py-1 text-xs font-medium text-[#a3abc0]">
            <span className="h-2 w-2 rounded-full bg-[#34d399]" />
            Updated every 10 seconds
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Live <span style={{ color: accent }}>Stock</span>
          </h1>
        </header>

        <div className="grid gap-4 sm:grid-cols-2">
          {tiers.map((tier) => (
            <section key={tier.title} aria-label={tier.title}>
              <div
                className="flex h-full flex-col gap-4 rounded-xl border border-[#2a3142] bg-[#131722] p-6 shadow-lg"
                style={{ borderTop: "3px solid " + accent }}
              >
                <h2 className="text-center text-xl font-semibold">{tier.title}</h2>
                <dl className="flex flex-col gap-3">
                  <StockRow label="Nitro Tokens:" value={tier.nitro} />
                  <StockRow label="Server Boosts:" value={tier.boosts} />
                </dl>
              </div>
            </section>
          ))}
        </div>

        {links.length > 0 ? (
          <div className="flex flex-wrap justify-center gap-3">
            {links.map((link) => (
              <a
                key={link.label}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center rounded-md px-5 text-sm font-semibold text-white hover:opacity-90"
                style={{ backgroundColor: "#6246ea" }}
              >
                {link.label}
              </a>
            ))}
          </div>
        ) : null}
      </main>
      {props.embedFooter ? (
        <footer className="border-t border-[#2a3142] px-4 py-6 text-center text-sm text-[#a3abc0]">
          {props.embedFooter}
        </footer>
      ) : null}
    </div>
  );
}
`;
