// Drill "smtp-outage": the mail server refuses everything for 6 hours, and every notification is
// still delivered afterwards. A real SMTP server (smtp-server, on loopback) answers 451 to every
// message, then accepts; the site runs `next start` with SMTP_URL pointing at it. Time is
// simulated: the drill calls GET /api/cron (as Vercel Cron would, every 10 minutes, with the
// CRON_SECRET) with the tests-only clock header x-test-now, so 6 hours pass in seconds. Checks:
// every submission answered 201; during the outage nothing is lost and /api/health reports the
// age of the oldest unsent notification; once the server is back every notification arrives
// exactly once, within an hour (the longest backoff) plus one cron interval; sent rows no longer
// hold the customer's data.
//   npm run drill -- smtp-outage [--count=20 --hours=6]
import { startSmtp } from '../../lib/testing/smtp-server.mjs';
import { PORTS, arg, checker, formPayload, getJson, rng, runIfMain, saveReport, serverEnv, servedContent, startServer, stored, submit, table } from './lib.mjs';

const CRON_SECRET = 'drill-cron-secret-0123456789';
const STEP_MINUTES = 10;
const MINUTE = 60_000;

export async function run({ count = Number(arg('count', 20)), hours = Number(arg('hours', 6)) } = {}) {
  const { check, results } = checker();
  const rand = rng(777);
  const smtp = await startSmtp({ refuse: true });
  const port = PORTS.smtpOutage;
  const server = await startServer({ port, env: serverEnv(port, { SMTP_URL: smtp.url, CRON_SECRET }) });
  console.log(`\n[smtp-outage] ${count} submissions, the mail server refusing for ${hours} simulated hours, cron every ${STEP_MINUTES} simulated minutes`);
  const timeline = [];
  // Simulated time starts once the submissions are in (set below).
  let t0 = Date.now();
  const at = (minutes) => new Date(t0 + minutes * MINUTE).toISOString();
  const cron = async (minutes) => {
    const res = await getJson(`${server.url}/api/cron`, { headers: { authorization: `Bearer ${CRON_SECRET}`, 'x-test-now': at(minutes) }, timeoutMs: 120_000 });
    if (res.status !== 200) throw new Error(`cron answered ${res.status}: ${res.text.slice(0, 200)}`);
    return res.body.data.delivery;
  };
  const health = async (minutes) => (await getJson(`${server.url}/api/health`, { headers: { 'x-test-now': at(minutes) } })).body.data;
  try {
    // The customers send while the mail server is down.
    const site = await servedContent(server.url);
    const answers = [];
    for (let i = 0; i < count; i++) {
      const kind = i % 2 ? 'catering' : 'contact';
      answers.push({ kind, res: await submit(server.url, kind, formPayload(kind, rand, 5000 + i, site), { client: `outage-client-${i}` }) });
    }
    const ids = answers.map((a) => a.res.body?.data?.id).filter(Boolean);
    t0 = Date.now();
    check(answers.every((a) => a.res.status === 201), `all ${count} submissions answered 201 while the mail server refused`, answers.map((a) => a.res.status).join(','));

    // The outage: a cron run every 10 minutes for `hours` hours, every attempt refused.
    let sentDuringOutage = 0;
    let healthMid = null;
    for (let m = 0; m <= hours * 60; m += STEP_MINUTES) {
      const d = await cron(m);
      sentDuringOutage += d?.sent ?? 0;
      if (m % 60 === 0) timeline.push({ 'simulated time': `+${m / 60} h`, smtp: 'refusing', sent: d?.sent ?? 0, failed: d?.failed ?? 0, 'refused so far': smtp.state.refused });
      if (m === hours * 60) healthMid = await health(m);
    }
    check(sentDuringOutage === 0 && smtp.state.received.length === 0, 'nothing was delivered while the mail server refused', `${smtp.state.refused} attempts refused`);
    check(healthMid?.mail.pending === count && healthMid.mail.oldestUnsentSeconds >= hours * 3600, `after ${hours} h /api/health reports ${count} pending and the oldest unsent age`, JSON.stringify(healthMid?.mail));
    check(healthMid?.status === 'degraded', '/api/health says degraded while notifications wait', healthMid?.status);

    // The mail server is back: keep the schedule until everything is sent (an hour and a bit at most).
    smtp.state.refusing = false;
    let deliveredAfter = null;
    for (let m = hours * 60 + STEP_MINUTES; m <= hours * 60 + 120; m += STEP_MINUTES) {
      const d = await cron(m);
      timeline.push({ 'simulated time': `+${(m / 60).toFixed(2)} h`, smtp: 'accepting', sent: d?.sent ?? 0, failed: d?.failed ?? 0, 'refused so far': smtp.state.refused });
      if (smtp.state.received.length >= count) {
        deliveredAfter = m - hours * 60;
        break;
      }
    }
    const references = smtp.state.received.map(({ raw }) => /Reference: (c[rm]_[0-9a-z]{16})/.exec(raw)?.[1]);
    check(smtp.state.received.length === count, `every notification delivered once the mail server was back: ${smtp.state.received.length} of ${count}`);
    check(ids.every((id) => references.filter((r) => r === id).length === 1), 'each submission in exactly one message, none twice');
    check(deliveredAfter !== null && deliveredAfter <= 60 + STEP_MINUTES, `all delivered within an hour (the longest wait) and one cron interval of the recovery`, `${deliveredAfter} simulated minutes`);

    const after = await health(hours * 60 + (deliveredAfter ?? 120));
    check(after.mail.pending === 0 && after.mail.oldestUnsentSeconds === null && after.status === 'ok', '/api/health is ok again, nothing unsent', JSON.stringify(after.mail));
    const rows = await Promise.all(ids.map((id) => stored(server.url, id)));
    const attempts = rows.map((r) => r.outbox[0].attempts);
    check(rows.every((r) => r.outbox[0].sentAt && r.outbox[0].body === '' && r.outbox[0].replyTo === null), 'sent notifications no longer hold the customer\'s data (body and Reply-To cleared)');
    check(Math.min(...attempts) >= 8, `retried all through the outage, backing off to an hour: ${Math.min(...attempts)}-${Math.max(...attempts)} attempts each`);
    console.log('\n' + table(timeline, ['simulated time', 'smtp', 'sent', 'failed', 'refused so far']));
    const ok = results.every((r) => r.ok);
    saveReport('drill-smtp-outage', { ok, count, hours, deliveredAfterMinutes: deliveredAfter, attempts: { min: Math.min(...attempts), max: Math.max(...attempts) }, refused: smtp.state.refused, timeline, results });
    return { ok };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

await runIfMain(import.meta, run);
