/**
 * The server's side of the outbox: an SMTP transport from SMTP_URL and a delivery run that the
 * forms start after answering, that the cron route (GET /api/cron) starts on a schedule, and
 * that a long-running server repeats once a minute, so retries never wait for a new submission.
 * (No 'server-only' marker: instrumentation.ts loads this.)
 */
import nodemailer from 'nodemailer';
import { business } from '@/lib/content/copy/business';
import { logFailure } from '@/lib/api/failure';
import { dbKind, getDb, type Db, type DbKind } from '@/lib/db';
import { tidyEmbeddedDb } from '@/lib/db/upkeep';
import { env } from '@/lib/env';
import { deliverOutbox, type DeliveryReport, type Mailer } from './outbox';
import { applyRetention } from './retention';

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

/** One delivery run now (at `now`, which the cron route's test clock may set); null without SMTP_URL. */
export async function deliverDueNotifications(now?: () => Date): Promise<DeliveryReport | null> {
  const url = env().SMTP_URL;
  if (!url) {
    if (!g.__bbqOutboxWarned) {
      g.__bbqOutboxWarned = true;
      console.warn('[outbox] SMTP_URL is not set: notifications stay in the outbox table (see `npm run submissions -- --pending`).');
    }
    return null;
  }
  return deliverOutbox(await getDb(), mailerFor(url), { from: notifyFrom(), now });
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
        last = await deliverDueNotifications();
      } catch (error) {
        logFailure('outbox: delivery run', error);
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
const RETENTION_EVERY_MS = 3600_000;

/**
 * The hourly work of a long-running server: the retention periods, then, on the embedded
 * database, the upkeep that PostgreSQL's own background processes would do (lib/db/upkeep.ts).
 * Each is logged on its own when it fails, and neither stops the other.
 */
export async function hourlyWork(db: Db, kind: DbKind): Promise<void> {
  await applyRetention(db).catch((error) => logFailure('retention', error));
  if (kind === 'pglite') await tidyEmbeddedDb(db).catch((error) => logFailure('database upkeep', error));
}

/**
 * In a long-running server (`npm start`): deliver due notifications once a minute (with
 * SMTP_URL) and do the hourly work (hourlyWork) once an hour. Started from instrumentation.ts. On
 * serverless hosts timers only run while an instance is warm: there the cron route does both.
 */
export function startBackgroundWork(): void {
  const w = globalThis as typeof globalThis & { __bbqWorker?: NodeJS.Timeout };
  if (w.__bbqWorker) return;
  let smtpUrl: string | undefined;
  try {
    smtpUrl = env().SMTP_URL;
  } catch (error) {
    // A bad environment must not stop the site from starting; the forms report it per request.
    console.error('[outbox] no background work:', error instanceof Error ? error.message : error);
    return;
  }
  let lastRetention = 0;
  const tick = async () => {
    if (smtpUrl) await deliverPendingNotifications();
    if (Date.now() - lastRetention >= RETENTION_EVERY_MS) {
      lastRetention = Date.now();
      await hourlyWork(await getDb(), dbKind());
    }
  };
  w.__bbqWorker = setInterval(() => void tick().catch((error) => logFailure('background work', error)), WORKER_INTERVAL_MS);
  w.__bbqWorker.unref();
  void tick().catch((error) => logFailure('background work', error));
}
