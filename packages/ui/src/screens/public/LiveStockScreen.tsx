import type { LiveStock } from "@boostdash/api-client/public/contract";
import { markedParts } from "@boostdash/api-client/public/i18n/format";
import { MessageCircle, Store } from "lucide-react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { PublicShell } from "../../layout/PublicShell";
import { sellerAccent } from "./accent";
import { CustomPageView } from "./CustomPageView";
import { ExternalLinks } from "./ExternalLinks";
import { LanguageLinks } from "./LanguageLinks";
import { PublicCard } from "./PublicCard";
import { PublicPageStatus } from "./PublicPageStatus";
import { intlLocale, usePublicText } from "./publicText";
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
  const { locale, messages } = usePublicText();
  const texts = messages.liveStock;
  if (status === "loading" || status === "error" || !stock) {
    return (
      <PublicPageStatus
        status={status === "loading" ? "loading" : "error"}
        loading={texts.loading}
        message={errorMessage ?? messages.common.unexpected}
        detail={texts.screen}
        onRetry={onRetry}
        width="lg"
      />
    );
  }

  // The seller's own page, rendered by the server with these figures (absent when it did not render).
  if (stock.customPage) return <CustomPageView page={stock.customPage} />;

  const accent = sellerAccent(stock.embedColor);
  const [before, marked, after] = markedParts(texts.heading);
  const row = { outOfStock: texts.outOfStock, locale: intlLocale(locale) };
  const tiers = [
    { title: texts.oneMonth, nitro: stock.oneMonthNitroTokens, boosts: stock.oneMonthServerBoosts },
    { title: texts.threeMonth, nitro: stock.threeMonthNitroTokens, boosts: stock.threeMonthServerBoosts },
  ];
  return (
    <PublicShell width="lg" glowColor={accent.brand} languages={<LanguageLinks />} footer={stock.embedFooter}>
      <div className="flex flex-col gap-6 sm:gap-8">
        <header className="flex flex-col items-center gap-3 text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {texts.updated}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {before}
            <span style={{ color: accent.heading }}>{marked}</span>
            {after}
          </h1>
        </header>

        <div className="grid gap-4 sm:grid-cols-2">
          {tiers.map((tier) => (
            <section key={tier.title} aria-label={tier.title}>
              <PublicCard brandColor={accent.brand} className="h-full">
                <h2 className="text-center text-xl font-semibold">{tier.title}</h2>
                <dl className="flex flex-col gap-3">
                  <StockRow label={texts.nitroTokens} value={tier.nitro} {...row} />
                  <StockRow label={texts.serverBoosts} value={tier.boosts} {...row} />
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
            {texts.stale}
          </p>
        ) : null}

        <ExternalLinks
          button={accent.button}
          items={[
            { label: messages.common.visitStore, url: stock.storeLink, icon: <Store aria-hidden="true" /> },
            {
              label: messages.common.discordLink,
              url: stock.discordLink,
              icon: <MessageCircle aria-hidden="true" />,
            },
          ]}
        />
      </div>
    </PublicShell>
  );
}
