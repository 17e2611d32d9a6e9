/** The rewards page (content/pages/rewards.json); the loyalty program itself runs on an outside service. Typed, not validated here: the build checks the file (lib/content/schemas/copy.ts), so no validation code ships to browsers. */
import data from '@/content/pages/rewards.json';
import type { RewardsCopy } from '@/lib/content/schemas/copy';

export const rewardsCopy = data as RewardsCopy;
