// npm run drill [-- name …]: the reliability drills, one after the other, each on its own ports
// and databases (see README "Reliability"). Exit code 1 if any failed.
import { saveReport, table } from './lib.mjs';

export const DRILLS = ['load', 'crash', 'db-outage', 'bad-input', 'rate-limit', 'smtp-outage', 'html', 'crawl', 'structured-data', 'no-js'];

const asked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = asked.filter((n) => !DRILLS.includes(n));
if (unknown.length) {
  console.error(`Unknown drill ${unknown.join(', ')}. Drills: ${DRILLS.join(', ')}`);
  process.exit(2);
}
const names = asked.length ? asked : DRILLS;
const summary = [];
for (const name of names) {
  const t0 = performance.now();
  let ok = false;
  let error;
  try {
    ({ ok } = await (await import(`./${name}.mjs`)).run());
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e);
    console.error(`\n[${name}] failed to run: ${e instanceof Error ? e.stack : e}`);
  }
  summary.push({ drill: name, result: ok ? 'pass' : error ? 'ERROR' : 'FAIL', seconds: ((performance.now() - t0) / 1000).toFixed(0), note: error ?? '' });
}
console.log(`\n${table(summary, ['drill', 'result', 'seconds', 'note'])}`);
if (names.length > 1) saveReport('drill-summary', { summary });
process.exit(summary.every((s) => s.result === 'pass') ? 0 : 1);
