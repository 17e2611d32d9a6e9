// Types for vercel-bypass.mjs, for the test suite that imports it.
export type StorageState = {
  cookies: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'None' | 'Lax' | 'Strict' }[];
  origins: [];
};
export function bypassHeaders(env?: Record<string, string | undefined>): Record<string, string>;
export function bypassStorageState(base: string, env?: Record<string, string | undefined>): Promise<StorageState>;
