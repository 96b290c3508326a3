// The storefronts' recorded samples (test/fixtures/intake/<platform>.json), shared by the intake tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import type { Headers } from "../src/features/intake/adapters.ts";
import { serverDir } from "./helpers.ts";

export interface Fixture {
  secret: string;
  productId: string;
  headers: Record<string, string>;
  raw: string;
  /** When a timestamped sample was signed (SellAuth and Shoppex refuse it 5 minutes later). */
  recordedAt?: number;
}

export const PLATFORMS: IntakePlatform[] = ["sellauth", "sellix", "sellapp", "shoppex"];

export const fixture = (p: IntakePlatform): Fixture =>
  JSON.parse(readFileSync(path.join(serverDir, "test/fixtures/intake", `${p}.json`), "utf8")) as Fixture;

/** Headers as Node hands them to the route: names in lower case. */
export const lower = (h: Record<string, string>): Headers =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
