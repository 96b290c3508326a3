// One request over a raw socket, for what fetch cannot send (two Host headers, a broken header) or see (the exact
// status line and whether the server closed the connection).
import net from "node:net";

export interface RawExchange {
  /** Everything the server sent before closing (or before the wait ran out). */
  text: string;
  /** Whether the server closed the connection within the wait. */
  closed: boolean;
  /** Milliseconds from connecting to the close (or to the end of the wait). */
  ms: number;
}

/**
 * Opens a socket, lets `drive` write to it (it may wait between writes, as a slow phone would), then waits at
 * most `waitMs` for the server to close the connection.
 */
export function rawExchange(
  url: string,
  drive: (socket: net.Socket) => Promise<void> | void,
  waitMs: number,
): Promise<RawExchange> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = "";
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", () => {
      Promise.resolve(drive(socket)).catch((err: unknown) => {
        clearTimeout(timer);
        socket.destroy();
        reject(err);
      });
    });
  });
}

/** Writes `request` and waits at most `waitMs` for the server to close the connection. */
export function rawRequest(url: string, request: string, waitMs = 3_000): Promise<RawExchange> {
  return rawExchange(url, (socket) => void socket.write(request), waitMs);
}

/** The head of a raw answer as lower-case header names to values. */
export function headersOf(text: string): Map<string, string> {
  const head = text.split("\r\n\r\n")[0] ?? "";
  const map = new Map<string, string>();
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}
