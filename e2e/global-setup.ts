import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bypassHeaders, bypassStateFile, HOOKS_PROBE, hooksFromProbe, REMOTE_TARGET } from './helpers/target';

/**
 * Once per run, before any test: against a deployment (BASE_URL), ask whether it has the test
 * hooks. The tests-only endpoint answers 200 only on a server started with E2E_TEST_HOOKS=1 and
 * is the ordinary JSON 404 everywhere else; any other answer stops the run with what came back
 * (hooksFromProbe). The answer reaches every worker through the environment
 * (e2e/helpers/target.ts); specs that need the hooks then skip, each with its reason.
 */
export default async function globalSetup() {
  if (!REMOTE_TARGET) return;
  const base = process.env.BASE_URL!.replace(/\/$/, '');
  let res: Response;
  try {
    // Not followed: a redirect says BASE_URL is not the site's own address.
    res = await fetch(`${base}${HOOKS_PROBE}`, { headers: await bypassHeaders(), redirect: 'manual' });
  } catch (error) {
    throw new Error(`BASE_URL ${base} does not answer: ${(error as Error).message}`);
  }
  if (res.status === 401 || res.status === 403) {
    throw new Error(`BASE_URL ${base} answered ${res.status}: behind Deployment Protection? Set VERCEL_AUTOMATION_BYPASS_SECRET.`);
  }
  const hooks = hooksFromProbe(base, { status: res.status, contentType: res.headers.get('content-type') ?? '', location: res.headers.get('location'), body: await res.text() });
  if (hooks && process.env.E2E_HOOKS === 'off') {
    // Another server on the port (a developer's, with the hooks): its run would skip nothing that
    // needs them, and npm run test:all's rerun list would come out empty.
    throw new Error(`E2E_HOOKS=off asks for a server without the test hooks, yet ${base} has them: stop the server already on that port or pick another E2E_PORT (or, to test a deployment, unset E2E_HOOKS).`);
  }
  const stateFile = bypassStateFile();
  if (stateFile) {
    // The browsers get the deployment's bypass cookie, not the secret in a header they would send
    // to every site a page calls.
    mkdirSync(path.dirname(stateFile), { recursive: true });
    const { bypassStorageState } = await import('../scripts/vercel-bypass.mjs');
    writeFileSync(stateFile, JSON.stringify(await bypassStorageState(base)), { mode: 0o600 });
  }
  process.env.E2E_TARGET_HOOKS = hooks ? '1' : '0';
  const writes = process.env.E2E_ALLOW_WRITES === '1' ? 'on (E2E_ALLOW_WRITES=1)' : 'off (set E2E_ALLOW_WRITES=1 to run the form tests that store submissions)';
  console.log(`Target ${base}: test hooks ${hooks ? 'on' : 'off (specs that need them skip)'}; writes ${writes}.`);
}
