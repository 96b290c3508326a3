/**
 * Runs `fn` over `items` with at most `limit` in flight, yielding each result as soon as it settles
 * (completion order, not input order), so a slow item never holds back the ones after it.
 */
export async function* mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): AsyncGenerator<R> {
  const width = Math.max(1, Math.floor(limit));
  const running = new Map<number, Promise<{ index: number; result: R }>>();
  let next = 0;
  const start = () => {
    const index = next++;
    const item = items[index] as T;
    running.set(
      index,
      fn(item, index).then((result) => ({ index, result })),
    );
  };
  while (next < items.length && running.size < width) start();
  while (running.size > 0) {
    const { index, result } = await Promise.race(running.values());
    running.delete(index);
    if (next < items.length) start();
    yield result;
  }
}
