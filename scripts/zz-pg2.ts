import { PGlite } from '@electric-sql/pglite';
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
async function main() {
  const f = '/tmp/pgdump.tar';
  if (!existsSync(f)) { const c = await PGlite.create('memory://'); const blob = await c.dumpDataDir('none'); writeFileSync(f, Buffer.from(await blob.arrayBuffer())); await c.close(); console.log('dumped', readFileSync(f).length); return; }
  const t0 = performance.now(); const c0 = process.cpuUsage();
  const c = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(f)]) });
  const r = await c.query('select 1 as x');
  const cu = process.cpuUsage(c0);
  console.log({ load: Math.round(performance.now() - t0), cpu: Math.round((cu.user + cu.system) / 1000), r: r.rows });
}
void main();
