// Types for http2-front.mjs, for its tests.
export function canFrontWithHttp2(): boolean;
export function startHttp2Front(options: { target: string; port: number }): Promise<{ url: string; stop: () => Promise<void> }>;
