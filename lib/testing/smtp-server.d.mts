// Types for smtp-server.mjs.
export type ReceivedMail = { from: string; to: string[]; raw: string };
export type TestSmtp = {
  url: string;
  /** `rejecting`: addresses refused at RCPT with a 550 while the others are accepted. */
  state: { refusing: boolean; refused: number; received: ReceivedMail[]; rejecting: string[] };
  received: ReceivedMail[];
  close: () => Promise<void>;
};
export function startSmtp(options?: { refuse?: boolean }): Promise<TestSmtp>;
