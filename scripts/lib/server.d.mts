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
