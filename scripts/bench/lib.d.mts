// Types for lib.mjs, for the Playwright specs that start servers of their own.
export type StartedServer = { url: string; pid: number; log: () => string; stop: () => Promise<void>; kill: (signal?: string) => Promise<void> };
export function startServer(options: { port: number; env?: Record<string, string>; timeoutMs?: number; readyPath?: string; dir?: string }): Promise<StartedServer>;
export const ROOT: string;
export const NO_CAPS: Record<string, string>;
