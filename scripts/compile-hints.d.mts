// Types for compile-hints.mjs, for its tests.
export const COMPILE_HINT: string;
export const UNHINTED_ROUTES: RegExp[];
export function startupScripts(distDir: string): string[];
export function addCompileHints(distDir: string): { marked: string[]; already: string[] };
