/**
 * zod tests whether it may compile validators with new Function(); the editor's CSP forbids
 * eval, so turn the test off before any schema exists instead of logging a policy violation on
 * every editor page. Imported first by the modules that load the content schemas in the editor.
 */
import { z } from 'zod';

z.config({ jitless: true });
