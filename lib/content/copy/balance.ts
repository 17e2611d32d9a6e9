/** The gift card balance page (content/pages/balance.json); the checker itself is set up in the environment. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/balance.json';
import type { BalanceCopy } from '@/lib/content/schemas/copy';

export const balanceCopy = data as BalanceCopy;
