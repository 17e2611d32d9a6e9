/**
 * The web editor at /keystatic: what it edits (every content file of docs/content.md) and where
 * it saves (local files or commits on GitHub, see lib/content/editor-mode.ts). The storage is
 * decided on the server and passed in, so one definition serves the editor's page and its API.
 */
import './keystatic/fields/zod-jitless';
import { config, type Config } from '@keystatic/core';
import { legalPages, pages, storyChapters } from './keystatic/copy';
import { careers, cateringMenus, holidays, homeHeroes, menu, shops, specials } from './keystatic/records';

export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: string };

// Keystatic's app and API take Config<any, any> (their own Next helpers are typed so), which the
// precisely typed config is not assignable to because of the navigation's key types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keystaticConfig(storage: EditorStorage): Config<any, any> {
  return config({
    storage: storage.kind === 'github' ? { kind: 'github', repo: storage.repo, branchPrefix: storage.branchPrefix } : { kind: 'local' },
    ui: {
      brand: { name: "Kinder's content" },
      navigation: {
        Shops: ['shops', 'holidays'],
        Food: ['menu', 'specials', 'cateringMenus'],
        'Home page': ['homeHeroes', 'homePage'],
        Jobs: ['careers', 'careersPage'],
        'Page words and pictures': [
          'business',
          'menuPage',
          'cateringPage',
          'cateringQuotePage',
          'locationsPage',
          'locationPage',
          'contactPage',
          'rewardsPage',
          'balancePage',
          'storyPage',
          'storyChapters',
          'legalPages',
        ],
      },
    },
    collections: { shops, menu, careers, homeHeroes, cateringMenus, storyChapters, legalPages },
    singletons: { holidays, specials, ...pages },
  });
}
