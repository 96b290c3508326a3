import type { LiveStock } from "@boostdash/api-client/public/contract";
import { publicLoadErrors } from "@boostdash/api-client/public/texts";
import { MessageCircle, Store } from "lucide-react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell } from "../../layout/PublicShell";
import { sellerAccent } from "./accent";
import { CustomPageView } from "./CustomPageView";
import { ExternalLinks } from "./ExternalLinks";
import { PublicCard } from "./PublicCard";
import { PublicPageStatus } from "./PublicPageStatus";
import { StockRow } from "./StockRow";

export interface LiveStockScreenProps {
  status: ScreenStatus;
  stock?: LiveStock;
  /** True when the latest 10 s refresh failed: the last figures stay, with a note. */
  stale?: boolean;
  /** The docs/product.md#live-stock message for the failed load (404, other HTTP error, unexpected). */
  errorMessage?: string;
  /** The error view's Retry: the app reloads the page. */
  onRetry: () => void;
}

/** Public live stock (docs/product.md#live-stock): both tiers' Nitro tokens and server boosts, refreshed by the app every 10 s. */
export function LiveStockScreen({
  status,
  stock,
  stale = false,
  errorMessage,
  onRetry,
}: LiveStockScreenProps) {
  const texts = publicLoadErrors.liveStock;
  if (status === "loading" || status === "error" || !stock) {
    return (
      <PublicPageStatus
        status={status === "loading" ? "loading" : "error"}
        loading="Loading live stock..."
        message={errorMessage ?? texts.unexpected}
        detail={texts.screen}
        onRetry={onRetry}
        width="lg"
      />
    );
  }

  // The seller's own page, rendered by the server with these figures (absent when it did not render).
  if (stock.customPage) return <CustomPageView page={stock.customPage} />;

  const accent = sellerAccent(stock.embedColor);
  const tiers = [
    { title: "1 Month Stock", nitro: stock.oneMonthNitroTokens, boosts: stock.oneMonthServerBoosts },
    { title: "3 Month Stock", nitro: stock.threeMonthNitroTokens, boosts: stock.threeMonthServerBoosts },
  ];
  return (
    <PublicShell width="lg" glowColor={accent.brand} footer={stock.embedFooter}>
      <div className="flex flex-col gap-6 sm:gap-8">
        <header className="flex flex-col items-center gap-3 text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            Updated every 10 seconds
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Live <span style={{ color: accent.heading }}>Stock</span>
          </h1>
        </header>

        <div className="grid gap-4 sm:grid-cols-2">
          {tiers.map((tier) => (
            <section key={tier.title} aria-label={tier.title}>
              <PublicCard brandColor={accent.brand} className="h-full">
                <h2 className="text-center text-xl font-semibold">{tier.title}</h2>
                <dl className="flex flex-col gap-3">
                  <StockRow label="Nitro Tokens:" value={tier.nitro} />
                  <StockRow label="Server Boosts:" value={tier.boosts} />
                </dl>
              </PublicCard>
            </section>
          ))}
        </div>

        {stale ? (
          <p
            role="status"
            className="rounded-lg border border-warning/40 bg-warning-bg px-4 py-3 text-center text-sm text-warning"
          >
            Couldn't refresh just now. Showing the last known stock.
          </p>
        ) : null}

        <ExternalLinks
          button={accent.button}
          items={[
            { label: "Visit Store", url: stock.storeLink, icon: <Store aria-hidden="true" /> },
            { label: "Discord Link", url: stock.discordLink, icon: <MessageCircle aria-hidden="true" /> },
          ]}
        />
      </div>
    </PublicShell>
  );
}
