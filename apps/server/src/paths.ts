import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (apps/server/src -> ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
