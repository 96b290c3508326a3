/** Live-events mocks: a stream that stays open, and one a story drives (events pushed, the stream cut). */
import { HttpResponse, http } from "msw";
import { MOCK_BASE_URL } from "../../core/mocks/route.ts";
import { EVENTS_PATH, type IntakeEvent, type OrderEvent } from "./contract.ts";

const SSE_HEADERS = { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" };

export interface LiveEventsMock {
  /** The msw handler of the stream route. */
  handler: ReturnType<typeof http.get>;
  /** Sends an order event on every open stream. */
  push(order: OrderEvent): void;
  /** Sends a storefront delivery's event on every open stream. */
  pushIntake(intake: IntakeEvent): void;
  /** Ends every open stream, as a dropped connection would; later connections fail until `restore()`. */
  cut(): void;
  restore(): void;
  /** Streams opened so far (reconnects count). */
  readonly connections: number;
}

/** A stream the story drives. */
export function liveEventsMock(baseUrl: string = MOCK_BASE_URL): LiveEventsMock {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let nextId = 1;
  let down = false;
  let connections = 0;
  const handler = http.get(`${baseUrl}${EVENTS_PATH}`, () => {
    if (down) return HttpResponse.error();
    connections += 1;
    let self: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        self = controller;
        open.add(controller);
        controller.enqueue(encoder.encode("retry: 2000\n: open\n\n"));
      },
      cancel() {
        if (self) open.delete(self);
      },
    });
    return new HttpResponse(body, { headers: SSE_HEADERS });
  });
  return {
    handler,
    push(order) {
      const frame = encoder.encode(`id: ${nextId++}\nevent: order\ndata: ${JSON.stringify(order)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
    pushIntake(intake) {
      const frame = encoder.encode(`id: ${nextId++}\nevent: intake\ndata: ${JSON.stringify(intake)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
    cut() {
      down = true;
      for (const controller of open) controller.close();
      open.clear();
    },
    restore() {
      down = false;
    },
    get connections() {
      return connections;
    },
  };
}

/** The default: a stream that opens and stays quiet. */
export const eventsMocks = {
  handlers: (baseUrl: string) => [
    http.get(`${baseUrl}${EVENTS_PATH}`, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("retry: 2000\n: open\n\n"));
        },
      });
      return new HttpResponse(body, { headers: SSE_HEADERS });
    }),
  ],
};
