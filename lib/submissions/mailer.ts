/**
 * The server's side of the outbox: an SMTP transport from SMTP_URL and a delivery run that the
 * form routes start after answering, and that a timer repeats once a minute so retries happen
 * even when no new submission arrives. (No 'server-only' marker: instrumentation.ts loads this.)
 */
import nodemailer from 'nodemailer';
import { business } from '@/lib/content/copy/business';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverOutbox, type DeliveryReport, type Mailer } from './outbox';

/** An SMTP transport with timeouts well inside the outbox's claim lease. */
export function smtpMailer(url: string): Mailer {
  return nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
}

export function notifyFrom(): string {
  return env().NOTIFY_FROM ?? `"${business.shortName} website" <${business.email}>`;
}

const g = globalThis as typeof globalThis & {
  __bbqMailer?: { url: string; mailer: Mailer };
  __bbqOutboxRun?: Promise<DeliveryReport | null>;
  __bbqOutboxRerun?: boolean;
  __bbqOutboxWarned?: boolean;
};

function mailerFor(url: string): Mailer {
  if (g.__bbqMailer?.url !== url) g.__bbqMailer = { url, mailer: smtpMailer(url) };
  return g.__bbqMailer.mailer;
}

async function runOnce(): Promise<DeliveryReport | null> {
  const url = env().SMTP_URL;
  if (!url) {
    if (!g.__bbqOutboxWarned) {
      g.__bbqOutboxWarned = true;
      console.warn('[outbox] SMTP_URL is not set: notifications stay in the outbox table (see `npm run submissions`).');
    }
    return null;
  }
  return deliverOutbox(await getDb(), mailerFor(url), { from: notifyFrom() });
}

/**
 * Delivers due notifications; never throws (it runs after the response). Calls that arrive while
 * a run is going do not start a second one; they make the current run go round once more.
 */
export function deliverPendingNotifications(): Promise<DeliveryReport | null> {
  if (g.__bbqOutboxRun) {
    g.__bbqOutboxRerun = true;
    return g.__bbqOutboxRun;
  }
  const run = (async () => {
    let last: DeliveryReport | null = null;
    do {
      g.__bbqOutboxRerun = false;
      try {
        last = await runOnce();
      } catch (error) {
        console.error('[outbox] delivery run failed:', error instanceof Error ? error.message : error);
        return null;
      }
    } while (g.__bbqOutboxRerun);
    return last;
  })().finally(() => {
    g.__bbqOutboxRun = undefined;
  });
  g.__bbqOutboxRun = run;
  return run;
}

const WORKER_INTERVAL_MS = 60_000;

/**
 * In a long-running server (`npm start`), retry due notifications once a minute. Started from
 * instrumentation.ts; a no-op without SMTP_URL. On serverless hosts the timer only runs while an
 * instance is warm, so retries there also happen after the next submission.
 */
export function startOutboxWorker(): void {
  const w = globalThis as typeof globalThis & { __bbqOutboxWorker?: NodeJS.Timeout };
  let smtpUrl: string | undefined;
  try {
    smtpUrl = env().SMTP_URL;
  } catch (error) {
    // A bad environment must not stop the site from starting; the forms report it per request.
    console.error('[outbox] not retrying notifications:', error instanceof Error ? error.message : error);
    return;
  }
  if (w.__bbqOutboxWorker || !smtpUrl) return;
  w.__bbqOutboxWorker = setInterval(() => void deliverPendingNotifications(), WORKER_INTERVAL_MS);
  w.__bbqOutboxWorker.unref();
  void deliverPendingNotifications();
}
