// A webhook whose connection fails at once (ENETUNREACH: no route to the address) must not end the process: the
// built server runs in a network namespace with loopback only, where every public address fails that way, and keeps
// answering while its outbox tries again. The pinned look-up that caused it answers on a later tick.
// Runs once: a network namespace of its own, on SQLite (the namespace reaches no PostgreSQL), and a pure function.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pinnedLookup } from "../src/features/notifications/safeRequest.ts";

const driver = path.join(import.meta.dirname, "programs", "unreachableWebhook.mjs");

/** Whether this machine lets us make a network namespace (root, or user namespaces allowed) with `ip` in it. */
const namespaces =
  spawnSync("unshare", ["-n", "sh", "-c", "ip link set lo up"], { stdio: "ignore" }).status === 0;

describe("webhooks to an unreachable address", () => {
  it("answers the pinned address on a later tick, as dns.lookup does", async () => {
    const calls: unknown[][] = [];
    pinnedLookup("93.184.215.14")("example.com", {}, (...args) => calls.push(args));
    pinnedLookup("2606:4700::6810:85e5")("example.com", { all: true }, (...args) => calls.push(args));
    expect(calls).toHaveLength(0);
    await new Promise((r) => process.nextTick(r));
    expect(calls).toEqual([
      [null, "93.184.215.14", 4],
      [null, [{ address: "2606:4700::6810:85e5", family: 6 }]],
    ]);
  });

  it.skipIf(!namespaces)("keep the server answering and the outbox trying again (ENETUNREACH)", () => {
    const run = spawnSync(
      "unshare",
      ["-n", "sh", "-c", `ip link set lo up && exec "${process.execPath}" --import tsx "${driver}"`],
      { encoding: "utf8", timeout: 60_000, cwd: path.join(import.meta.dirname, "..") },
    );
    const line = run.stdout.trim().split("\n").pop() ?? "";
    const seen = JSON.parse(line || "{}") as {
      started?: boolean;
      exitedWith?: unknown;
      error?: string;
      healthz?: { status: number; ms: number }[];
      delivery?: { attempts: number; status: string; error: string | null } | null;
      output?: string;
    };
    const context = `${seen.error ?? ""}\n${seen.output ?? run.stderr}`;
    expect(seen.started, context).toBe(true);
    expect(seen.error, context).toBeUndefined();
    expect(seen.exitedWith, context).toBeNull();
    expect(
      seen.healthz?.every((h) => h.status === 200),
      context,
    ).toBe(true);
    expect(seen.delivery?.attempts, context).toBeGreaterThanOrEqual(3);
    expect(seen.delivery?.error ?? "", context).toMatch(/ENETUNREACH/);
    console.log(
      `[figures] unreachable webhook: ${seen.delivery?.attempts} tries, /healthz ${seen.healthz?.length} times, slowest ${Math.max(...(seen.healthz ?? []).map((h) => h.ms))} ms`,
    );
  });
});
if (!namespaces)
  console.warn("webhookUnreachable.test.ts: no network namespace here (needs root or user namespaces)");
