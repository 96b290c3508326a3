/** Deterministic log entries for the Admin Logs stories (the shared fixtures give the time and ids). */
import type { LogEntry, Severity } from "@boostdash/api-client/admin/contract";
import { createLog } from "@boostdash/api-client/admin/fixtures";
import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";

const NOW_MS = Date.parse(MOCK_NOW);
const MINUTE = 60_000;

export const sampleLogs: LogEntry[] = [
  // The shared fixture's entry is alice's sign-in.
  createLog({ id: "log-1", timestamp: new Date(NOW_MS - 5_000).toISOString() }),
  {
    id: "log-2",
    timestamp: new Date(NOW_MS - 3 * MINUTE).toISOString(),
    username: "unknown",
    userId: "-",
    action: "login_failed",
    details: "Wrong access code",
    severity: "error",
    ipAddress: "198.51.100.23",
    userAgent: "curl/8.5.0",
  },
  {
    id: "log-3",
    timestamp: new Date(NOW_MS - 2 * 60 * MINUTE).toISOString(),
    username: "alice",
    userId: "seller-0001",
    action: "access_code_reset",
    details: "Access code was reset",
    severity: "warning",
    ipAddress: "203.0.113.7",
  },
  {
    id: "log-4",
    timestamp: new Date(NOW_MS - 4 * 24 * 60 * MINUTE).toISOString(),
    username: "bob",
    userId: "seller-0002",
    action: "domain_added",
    details: "Added shop.example.com",
    severity: "info",
  },
];

const kinds: { action: string; severity: Severity; details: string }[] = [
  { action: "login", severity: "success", details: "Signed in to the dashboard" },
  { action: "login_failed", severity: "error", details: "Wrong access code" },
  { action: "access_code_reset", severity: "warning", details: "Access code was reset" },
  { action: "domain_added", severity: "info", details: "Added a custom domain" },
  { action: "suggestion_created", severity: "info", details: "Created a suggestion" },
  { action: "bug_reported", severity: "warning", details: "Reported a bug" },
  { action: "redeem_completed", severity: "success", details: "Redeem key used" },
];
const users = ["alice", "bob", "carol", "dave", "erin"];

/** `count` entries over the last ~30 days, in scrambled order (the screen sorts them). */
export function manyLogs(count: number): LogEntry[] {
  // mulberry32: small, seeded, and well mixed in every bit (a plain LCG repeats in its low bits).
  let seed = 7;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[Math.floor(next() * kinds.length)] ?? kinds[0];
    const user = users[Math.floor(next() * users.length)] ?? "alice";
    const withClient = next() > 0.3;
    return {
      id: `log-${i + 1}`,
      timestamp: new Date(NOW_MS - Math.floor(next() * 30 * 24 * 60) * MINUTE - 1000).toISOString(),
      username: user,
      userId: `seller-${String(users.indexOf(user) + 1).padStart(4, "0")}`,
      action: kind?.action ?? "login",
      details: `${kind?.details ?? "Event"} (#${i + 1})`,
      severity: kind?.severity ?? "info",
      ...(withClient
        ? { ipAddress: `203.0.113.${(i % 250) + 1}`, userAgent: "Mozilla/5.0 Chrome/156.0" }
        : {}),
    };
  });
}

/** A store's team at work: who did each entry (docs/decisions.md#sessions-and-the-trail). Newest first. */
export const teamLogs: LogEntry[] = [
  {
    id: "team-1",
    timestamp: new Date(NOW_MS - 2 * MINUTE).toISOString(),
    username: "Mia's Store",
    userId: "seller-0003",
    action: "replacement_approved",
    details: "Approved 2 boosts for order #ORD-1042",
    severity: "success",
    ipAddress: "203.0.113.40",
    by: { kind: "member", id: "mem-ana", name: "Ana", role: "support" },
  },
  {
    id: "team-2",
    timestamp: new Date(NOW_MS - 9 * MINUTE).toISOString(),
    username: "Mia's Store",
    userId: "seller-0003",
    action: "replacement_requested",
    details: "The customer of order #ORD-1042 asked for 2 boosts to be replaced",
    severity: "warning",
    by: { kind: "customer", id: null, name: "Customer", role: null },
  },
  {
    id: "team-3",
    timestamp: new Date(NOW_MS - 40 * MINUTE).toISOString(),
    username: "Mia's Store",
    userId: "seller-0003",
    action: "keys_deleted",
    details: "3 keys deleted (unused)",
    severity: "warning",
    by: { kind: "member", id: "mem-bo", name: "Bo", role: "manager" },
  },
  {
    id: "team-4",
    timestamp: new Date(NOW_MS - 65 * MINUTE).toISOString(),
    username: "Mia's Store",
    userId: "seller-0003",
    action: "replacement_approved",
    details: "Approved 1 boost for order #ORD-1038, verified by the bot",
    severity: "success",
    by: { kind: "bot", id: null, name: "Bot", role: null },
  },
  {
    id: "team-5",
    timestamp: new Date(NOW_MS - 3 * 60 * MINUTE).toISOString(),
    username: "Mia's Store",
    userId: "seller-0003",
    action: "login",
    details: "Signed in to the dashboard",
    severity: "success",
    by: { kind: "owner", id: "seller-0003", name: "Mia's Store", role: "owner" },
  },
];
