// Types for smtp-server.mjs.
export type ReceivedMail = { from: string; to: string[]; raw: string };
export type TestSmtp = {
  url: string;
  state: { refusing: boolean; refused: number; received: ReceivedMail[] };
  received: ReceivedMail[];
  close: () => Promise<void>;
};
export function startSmtp(options?: { refuse?: boolean }): Promise<TestSmtp>;
