/**
 * Reads the dashboard's live-events stream (contract.ts) with fetch, which can send the session token as a header
 * (EventSource cannot), and keeps it open: reconnecting with `Last-Event-ID` after a cut, and calling `onCut` so
 * the page can poll meanwhile (docs/decisions.md#live-dashboard).
 */
import { API_BASE_PATH } from "../../core/contract/paths.ts";
import { getApiConfig } from "../../core/http.ts";
import {
  EVENTS_PATH,
  IntakeEventSchema,
  type LiveEvent,
  OrderEventSchema,
  ReplacementEventSchema,
} from "./contract.ts";

/** Waits before reconnecting after a cut: 1 s, doubling up to 30 s. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export type LiveState = "connecting" | "live" | "cut" | "stopped";

export interface LiveEventsOptions {
  token: () => string;
  onEvent: (event: LiveEvent) => void;
  /** "live" once the stream is open; "cut" from a drop until a reconnect is open; "stopped" for good. */
  onState?: (state: LiveState) => void;
  /** Stories and tests shorten the waits. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

/** One stream's frames until it ends; throws `{ status }` when the server refuses it. */
export async function* readEventStream(
  token: string,
  lastEventId: string | undefined,
  signal: AbortSignal,
): AsyncGenerator<LiveEvent> {
  const { baseUrl, fetch } = getApiConfig();
  const headers: Record<string, string> = { Authorization: token, Accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  const res = await fetch(`${baseUrl || API_BASE_PATH}${EVENTS_PATH}`, {
    headers,
    signal,
    cache: "no-store",
  });
  if (!res.ok || !res.body)
    throw Object.assign(new Error(`events: HTTP ${res.status}`), { status: res.status });
  yield { type: "open" };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    buffer += chunk.value.replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      let id: string | undefined;
      let event = "message";
      let data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("id:")) id = line.slice(3).trim();
        else if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data += line.slice(5).trimStart();
      }
      if (event === "reset") yield { type: "reset" };
      else if (event === "expired") yield { type: "expired" };
      else if (event === "order" && id !== undefined) {
        const parsed = OrderEventSchema.safeParse(safeJson(data));
        if (parsed.success) yield { type: "order", id, order: parsed.data };
      } else if (event === "intake" && id !== undefined) {
        const parsed = IntakeEventSchema.safeParse(safeJson(data));
        if (parsed.success) yield { type: "intake", id, intake: parsed.data };
      } else if (event === "replacement" && id !== undefined) {
        const parsed = ReplacementEventSchema.safeParse(safeJson(data));
        if (parsed.success) yield { type: "replacement", id, replacement: parsed.data };
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Opens the stream and keeps it open until the returned function is called (or the session ends). */
export function startLiveEvents(options: LiveEventsOptions): () => void {
  const min = options.reconnectMinMs ?? RECONNECT_MIN_MS;
  const max = options.reconnectMaxMs ?? RECONNECT_MAX_MS;
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let stopped = false;
  const state = (s: LiveState) => options.onState?.(s);

  void (async () => {
    let wait = min;
    // "connecting" only before the first stream: a reconnect stays "cut" (the page keeps polling) until it is open.
    state("connecting");
    while (!stopped) {
      try {
        for await (const event of readEventStream(options.token(), lastEventId, controller.signal)) {
          if (event.type === "open") {
            wait = min;
            state("live");
          }
          if (event.type === "order" || event.type === "intake" || event.type === "replacement")
            lastEventId = event.id;
          options.onEvent(event);
          if (event.type === "expired") {
            stopped = true;
            break;
          }
        }
      } catch (error) {
        const status = (error as { status?: number }).status;
        // Signed out: nothing to reconnect to.
        if (status === 401 || status === 403) {
          options.onEvent({ type: "expired" });
          stopped = true;
        }
      }
      if (stopped || controller.signal.aborted) break;
      state("cut");
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(max, wait * 2);
    }
    state("stopped");
  })();

  return () => {
    stopped = true;
    controller.abort();
  };
}
