/**
 * The environment as `next start` sees it: .env.production.local, .env.local, .env.production and
 * .env fill in whatever the shell has not set. Imported first by the scripts that open the site's
 * database, so that they open the server's database and not the embedded one beside it (an
 * erasure request run against the wrong database would report "nothing stored" and erase nothing).
 */
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
