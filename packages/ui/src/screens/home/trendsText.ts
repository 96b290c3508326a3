/** Home's trends words (docs/product.md#trends). */
export const trendsText = {
  title: "Trends",
  description: "Orders, boosts delivered and success rate per day",
  loading: "Loading trends...",
  failed: "Trends could not be loaded",
  empty: "No orders in these days yet",
  emptyHint: "Charts fill in as orders come in.",
  showTable: "Show as table",
  showCharts: "Show as charts",
  runwayTitle: "Stock runway",
  runwayDescription: "How long each tier lasts at the last 7 days' rate",
} as const;

export const rangeLabel = (days: number) => `${days} days`;
