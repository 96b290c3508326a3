export const ROOT: string;
export function defaultSourceDirs(root?: string): string[];
export function specifiersOf(text: string): string[];
export function importGraph(dirs?: string[], root?: string): Map<string, Set<string>>;
export function circles(graph: Map<string, Set<string>>): string[][];
export function cycles(graph: Map<string, Set<string>>, limit?: number): string[][];
