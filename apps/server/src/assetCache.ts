// The apps' content-hashed files (assets/…), answered from memory (docs/decisions.md#slow-readers).
//
// Streamed from disk, every connection that asks for a large file gets a read stream of its own: 64 KB chunks read
// and written one after another, and up to two of them held per connection while the client is slow. 128 clients
// that asked for the dashboard's 6.9 MB script and never read made the server read 500 MB from disk into fresh
// buffers in their first seconds (the kernel takes ~4 MB per socket), which slowed every other request, and left
// 16 MB of chunks behind them that only a garbage collection frees (with no traffic after, none runs). From memory,
// every connection is handed the same buffer: one write, nothing allocated per connection, nothing left to free.
// The files never change under their name (Vite puts the content's hash in it), so the bytes need no revalidation.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/** The content types of what Vite writes under assets/ (anything else is streamed as before). */
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".wasm": "application/wasm",
  ".json": "application/json; charset=utf-8",
};

export interface CachedAsset {
  body: Buffer;
  type: string;
  /** As @fastify/send writes it (size and modification time in hex), so a cached copy's ETag does not change. */
  etag: string;
  lastModified: string;
}

export class AssetCache {
  readonly #entries = new Map<string, CachedAsset>();
  #bytes = 0;

  /**
   * @param maxBytes the memory all kept files may use; a file that does not fit is streamed from disk as before.
   * @param maxFileBytes the largest file kept.
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    readonly maxFileBytes = 16 * 1024 * 1024,
  ) {}

  /** The file at `full` (an encoded twin, `.br`/`.gz`, is typed as its original `typeOf`), or undefined. */
  get(full: string, typeOf: string = full): CachedAsset | undefined {
    const hit = this.#entries.get(full);
    if (hit) return hit;
    const type = TYPES[path.extname(typeOf)];
    if (!type) return undefined;
    let size: number;
    let mtime: Date;
    try {
      const st = statSync(full);
      if (!st.isFile()) return undefined;
      size = st.size;
      mtime = st.mtime;
    } catch {
      return undefined;
    }
    if (size > this.maxFileBytes || this.#bytes + size > this.maxBytes) return undefined;
    const body = readFileSync(full);
    const asset: CachedAsset = {
      body,
      type,
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      lastModified: mtime.toUTCString(),
    };
    this.#entries.set(full, asset);
    this.#bytes += body.length;
    return asset;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** Bodies up to this size are written at once; larger ones wait for their turn (below). */
export const LARGE_BODY_BYTES = 256 * 1024;
/** About how many bytes of large bodies are handed to sockets in one event-loop turn. */
export const TURN_BYTES = 8 * 1024 * 1024;

/** The longest a turn of large bodies waits for new connections to be accepted (below). */
export const YIELD_LIMIT_MS = 250;

/** Large bodies waiting to be written, first come first served; each hands its body over and says how many bytes. */
const waiting: Array<() => number> = [];
let pumping = false;
/** Connections accepted since the last turn looked (connection.ts tells of each), and since when a turn waits. */
let accepted = 0;
let yieldingSince = -1;

/**
 * A connection was accepted. New connections come before large bodies. libuv (1.45 on, so Node 20) accepts one
 * connection per loop turn, and a client whose connection arrives behind a burst waits in the kernel's
 * first-in-first-out accept queue until every connection ahead of it has been accepted. A turn that also hands 8 MB
 * of bodies to sockets lasts a few milliseconds (the kernel's copying, on loopback), so with those turns in between
 * the queue moved a few connections per 10 ms instead of about 100: 2,000 sockets asking for the 6.9 MB script made a
 * fresh connection's slowest answer 264-357 ms, and 146-152 ms once the bodies waited (docs/decisions.md#slow-readers).
 */
export function connectionAccepted(): void {
  accepted += 1;
}

function pump(): void {
  // While the last loop turn accepted connections, the accept queue is being worked through: let it, for at most
  // YIELD_LIMIT_MS in a row, so that a steady stream of connections cannot hold large downloads back for long.
  if (accepted > 0) {
    accepted = 0;
    const now = performance.now();
    if (yieldingSince < 0) yieldingSince = now;
    if (now - yieldingSince < YIELD_LIMIT_MS) {
      setImmediate(pump);
      return;
    }
  }
  yieldingSince = -1;
  let budget = TURN_BYTES;
  while (budget > 0) {
    const next = waiting.shift();
    if (!next) break;
    budget -= next();
  }
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/**
 * A cached body larger than `LARGE_BODY_BYTES`, as a stream that writes it whole once its turn comes: about
 * `TURN_BYTES` of such bodies a loop turn, first come first served (docs/decisions.md#slow-readers). A write makes the
 * kernel copy all it will take at once, on loopback about 4 MB a socket before the client reads anything: 128 such
 * answers begun in one turn held the event loop for over 100 ms, and every request on another connection waited.
 * In turns, the other connections' requests and the accept queue are served between them, for the same total work
 * (one write a body, as before; slices of each body cost more in all), and a turn waits while new connections are
 * being accepted (`connectionAccepted`). Nothing is copied: the cached buffer itself is written.
 */
export function queuedBody(body: Buffer): Buffer | Readable {
  if (body.length <= LARGE_BODY_BYTES) return body;
  let queued = false;
  return new Readable({
    read() {
      if (queued) return;
      queued = true;
      waiting.push(() => {
        if (this.destroyed) return 0;
        // A failure here is this answer's (its stream's error ends it), never the queue's: the others keep their turn.
        try {
          this.push(body);
          this.push(null);
        } catch (err) {
          this.destroy(err as Error);
        }
        return body.length;
      });
      if (!pumping) {
        pumping = true;
        setImmediate(pump);
      }
    },
  });
}
