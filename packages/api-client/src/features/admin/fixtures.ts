/** Admin log fixtures for stories and tests. */
import { MINUTE, mockAgo, nextId } from "../../core/mocks/fixtures.ts";
import type { LogEntry } from "./contract.ts";

export function createLog(over: Partial<LogEntry> = {}): LogEntry {
  return {
    id: nextId("log"),
    timestamp: mockAgo(5 * MINUTE),
    username: "alice",
    userId: "seller-0001",
    action: "login",
    details: "Signed in to the dashboard",
    severity: "success",
    ipAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
    ...over,
  };
}
