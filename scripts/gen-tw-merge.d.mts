export const OUTPUT: string;
export const SOURCES: readonly string[];
export function scanCandidates(): string[];
export function usedGroups(candidates: readonly string[], config: object): string[];
export function generate(): string;
