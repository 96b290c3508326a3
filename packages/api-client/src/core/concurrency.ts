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

/** Resolves at the next animation frame, or after `fallbackMs` where frames do not come (Node, a hidden tab). */
export function nextFrame(fallbackMs = 50): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    if (typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      });
    }
  });
}

/**
 * Groups what `source` yields into one array per frame: everything that arrived before the frame (or `tick`)
 * fires is yielded together, so a consumer that re-renders per item re-renders once per frame instead.
 */
export async function* batchByFrame<T>(
  source: AsyncIterable<T>,
  tick: () => Promise<void> = nextFrame,
): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  const FRAME = Symbol("frame");
  let pending: Promise<IteratorResult<T>> | undefined;
  try {
    while (true) {
      const batch: T[] = [];
      const frame = tick().then((): typeof FRAME => FRAME);
      while (true) {
        pending ??= iterator.next();
        const result = await Promise.race([pending, frame]);
        if (result === FRAME) break;
        pending = undefined;
        if (result.done) {
          if (batch.length > 0) yield batch;
          return;
        }
        batch.push(result.value);
      }
      if (batch.length > 0) yield batch;
    }
  } finally {
    // The consumer stopped early (a refetch, an unmount): let the source close its requests, and let a request
    // still in flight fail quietly (its abort is expected).
    pending?.catch(() => undefined);
    void iterator.return?.()?.catch(() => undefined);
  }
}
