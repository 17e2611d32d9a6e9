// Types for bad-input.mjs, for the Playwright spec that imports it.
export type BadInputFigures = {
  count: number;
  seed: number;
  /** The client identity and e-mail marker of this call's requests. */
  tag: string;
  seconds: number;
  statuses: Record<string, number>;
  families: { family: string; expect: string; requests: number; statuses: Record<string, number> }[];
  /** Rows this call's requests could have written: stored under its tag, their outbox rows, its rate-limit hits. */
  delta: Record<string, number>;
  /** Every row on the server, whoever wrote it. */
  allDelta: Record<string, number>;
  serverErrors: number;
  problems: { family: string; method: string; path: string; status: string; problems: string; answer?: string }[];
};
export function sendBadInput(base: string, options: { count: number; seed: number; concurrency?: number }): Promise<BadInputFigures>;
export function run(options?: { count?: number; seed?: number; url?: string }): Promise<{ ok: boolean; figures: BadInputFigures }>;
