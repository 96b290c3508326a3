import type { ChildProcessWithoutNullStreams } from "node:child_process";

export interface ReadyServer {
  url: string;
  readyAt: number;
  /** Everything the server printed so far. */
  output(): string;
  accessCode: string;
  botKey: string;
  guildId: string;
}

export function serverReady(child: ChildProcessWithoutNullStreams, seconds: number): Promise<ReadyServer>;

/** The Node flags the bundled server runs with. */
export const SERVER_NODE_FLAGS: string[];

/** Newest modification time under the given paths (skipping dependencies, build output, stories and tests). */
export function newestMtime(paths: string[]): number;

/** The server bundle (apps/server/dist/main.mjs), bundled again when its sources are newer; undefined if that fails. */
export function bundleServerIfStale(root: string): string | undefined;
