/**
 * Newest first by a date getter; items without a valid date go last, and ties keep their order
 * (Array.prototype.sort is stable), so the list does not jump as orders arrive.
 */
export function sortNewestFirst<T>(
  items: readonly T[],
  dateOf: (item: T) => string | number | Date | undefined,
): T[] {
  const time = (item: T): number => {
    const value = dateOf(item);
    if (value === undefined) return Number.NEGATIVE_INFINITY;
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta === tb) return 0;
    return tb > ta ? 1 : -1;
  });
}
