/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it with a
 * caught `new Function("")`; under the site's nonce CSP (no 'unsafe-eval') the browser reports
 * that probe as a violation. The forms' objects are tiny, so the browser parses them without it.
 * Must be evaluated before any schema is built: import it first.
 */
import { config } from 'zod';

config({ jitless: true });
