// The story's requests, as the screenshot sees them: what is still on its way, and when the last one changed.
// The preview's fetch wraps every request with `trackRequest`; the shot (vitest.setup.ts) waits until none is on its
// way before it measures the page (docs/decisions.md#test-suite-speed). A loading state's mock never answers: it says
// so (`neverAnswer` in the mocks), and its request stops counting.
import { onNeverAnswered } from "@boostdash/api-client/core/mocks/route";

type Sent = { method: string; url: string };

const inFlight = new Map<number, Sent>();
let nextId = 0;
let lastChange = 0;

onNeverAnswered((method, url) => {
  for (const [id, sent] of inFlight) {
    if (sent.method === method && sent.url === url) inFlight.delete(id);
  }
  lastChange = performance.now();
});

/** The method and absolute URL of a fetch's arguments, as the mocks see the request. */
function describe(input: RequestInfo | URL, init?: RequestInit): Sent {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? String(input), location.href).href;
  return { method: (init?.method ?? request?.method ?? "GET").toUpperCase(), url };
}

/** Marks a request as sent; the returned function marks it as answered (or failed). */
export function trackRequest(input: RequestInfo | URL, init?: RequestInit): () => void {
  const id = nextId++;
  inFlight.set(id, describe(input, init));
  lastChange = performance.now();
  return () => {
    if (inFlight.delete(id)) lastChange = performance.now();
  };
}

/** How many requests are on their way and will be answered. */
export function requestsPending(): number {
  return inFlight.size;
}

/** When a request was last sent or answered. */
export function lastRequestChange(): number {
  return lastChange;
}

/** A new story: the last one's requests no longer count. */
export function forgetRequests(): void {
  inFlight.clear();
}
