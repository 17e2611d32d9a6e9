import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    const make = jest.fn(() => ({ made: true }));
    const get = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

// The first Intl object a page makes costs the browser's main thread about 12 ms, so no module
// the pages load may make one when it is imported: only when something is formatted.
const INTL_KINDS = ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator'] as const;

describe('the formatting modules make no Intl object when they load', () => {
  let made: string[];
  beforeEach(() => {
    made = [];
    for (const kind of INTL_KINDS) {
      const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
      jest.spyOn(Intl, kind).mockImplementation(((...args: unknown[]) => {
        made.push(kind);
        return new Real(...args);
      }) as never);
    }
  });
  afterEach(() => jest.restoreAllMocks());

  // [module, a use of it]; each module is loaded afresh, so what its loading makes is counted.
  const cases: [string, (m: never) => string][] = [
    ['./zone', (m: typeof import('./zone')) => m.businessDate(new Date('2026-11-26T20:00:00Z'))],
    ['./price', (m: typeof import('./price')) => m.formatUsd(14.5)],
    ['./number', (m: typeof import('./number')) => m.formatInteger(1234)],
    ['./hours', (m: typeof import('./hours')) => m.formatDateLabel('2026-11-26')],
    ['@/lib/content/dates', (m: typeof import('@/lib/content/dates')) => m.writtenDate('2025-06-04')],
  ] as never;
  it.each(cases)('%s: none on import, one on the first use, the same one after', async (name, use) => {
    await jest.isolateModulesAsync(async () => {
      const loaded = (await import(name)) as never;
      expect(made).toEqual([]);
      const once = use(loaded);
      expect(made).toHaveLength(1);
      expect(use(loaded)).toBe(once);
      expect(made).toHaveLength(1);
    });
  });
});

describe('no source file makes an Intl object at module level', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  it('in app/, components/ and lib/: formatters are made on first use', () => {
    // A statement that starts in the first column runs when the module loads.
    const offenders = ['app', 'components', 'lib'].flatMap(files).filter((f) => /^(?:export )?(?:const|let|var)\s[^\n]*=\s*new Intl\./m.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
