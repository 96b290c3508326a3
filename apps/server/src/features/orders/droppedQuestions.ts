// A question the browser may drop before its answer is made: a search typed over (TanStack Query aborts its
// request). A long read stops once its question is dropped, so a keystroke typed over costs the server a slice of
// the order book, not the whole of it (docs/decisions.md#orders-at-a-million-a-keystroke-typed-over).
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/** The question was dropped before its answer was made. */
export class QuestionDropped extends Error {
  constructor() {
    super("The request was closed before its answer was made");
  }
}

/** Throws `QuestionDropped` once the question is dropped. */
export function stillWanted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new QuestionDropped();
}

/** A turn of the event loop: the requests that came in meanwhile are answered before the next slice. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `read` and, on PostgreSQL, cancels its statement once `signal` aborts. PostgreSQL runs a long statement
 * beside the others, but on a few cores a one-letter search's count (a parallel scan of every order) still takes
 * their time: typed over, it would keep scanning for an answer nobody reads. `read` gets a `Db` bound to one pooled
 * connection, whose backend `pg_cancel_backend` stops; the cancel is awaited before the connection goes back to the
 * pool, so it never lands on another request's statement (a cancel that reaches an idle backend is ignored).
 * SQLite's reads are synchronous: they stop between slices instead (`stillWanted`).
 */
export async function cancellable<T>(
  db: Db,
  signal: AbortSignal | undefined,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (db.dialect !== "postgres" || signal === undefined) return read(db);
  stillWanted(signal);
  return db.kysely.connection().execute(async (connection) => {
    const own = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(connection);
    const pid = own.rows[0]?.pid;
    let cancelling: Promise<unknown> | undefined;
    const cancel = () => {
      cancelling = sql`SELECT pg_cancel_backend(${pid})`.execute(db.kysely).catch(() => undefined);
    };
    signal.addEventListener("abort", cancel, { once: true });
    try {
      stillWanted(signal);
      return await read({ ...db, kysely: connection });
    } catch (error) {
      if (signal.aborted) throw new QuestionDropped();
      throw error;
    } finally {
      signal.removeEventListener("abort", cancel);
      await cancelling;
    }
  });
}
