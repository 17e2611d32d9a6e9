import { listCareerOpenings } from './careers';
import { listLocations } from './locations';
import { listMenuCategories } from './menu';
import { hasOpenedDb } from '@/lib/db';
import { KNOWN_RECORDS_TTL_MS, LOOKUP_TIMEOUT_MS, forgetKnownRecords, namesRecord, unknownRecordSection } from './unknown-page';

// The lists the proxy matches against, and whether this process has its database open, stand in
// for the database here: what is tested is when the proxy reads them and when it gives up.
jest.mock('./locations', () => ({ ...jest.requireActual('./locations'), listLocations: jest.fn() }));
jest.mock('./menu', () => ({ ...jest.requireActual('./menu'), listMenuCategories: jest.fn() }));
jest.mock('./careers', () => ({ ...jest.requireActual('./careers'), listCareerOpenings: jest.fn() }));
jest.mock('@/lib/db', () => ({ ...jest.requireActual('@/lib/db'), hasOpenedDb: jest.fn() }));

const known = {
  shops: [{ _id: 'loc_test_town', slug: 'test-town', name: 'Test Town' }],
  categories: [{ slug: 'test-plates' }],
  openings: [{ _id: 'job_test_cook' }],
};
const lists = {
  shops: listLocations as unknown as jest.Mock,
  categories: listMenuCategories as unknown as jest.Mock,
  openings: listCareerOpenings as unknown as jest.Mock,
};
function serve(value: typeof known | Promise<never>) {
  lists.shops.mockImplementation(() => (value instanceof Promise ? value : Promise.resolve(value.shops)));
  lists.categories.mockImplementation(() => (value instanceof Promise ? value : Promise.resolve(value.categories)));
  lists.openings.mockImplementation(() => (value instanceof Promise ? value : Promise.resolve(value.openings)));
}

beforeEach(() => {
  forgetKnownRecords();
  jest.clearAllMocks();
  (hasOpenedDb as jest.Mock).mockReturnValue(true);
  serve(known);
});

describe('namesRecord: the proxy matches an address by the rules its page uses', () => {
  it('finds a shop by its slug, its name in any case, its id, and percent-encoded', () => {
    for (const key of ['test-town', 'Test-Town', 'Test%20Town', 'loc_test_town']) expect(namesRecord(known, 'locations', key)).toBe(true);
    expect(namesRecord(known, 'locations', 'no-such-shop')).toBe(false);
  });

  it('finds a category in any case, and an opening by its id', () => {
    expect(namesRecord(known, 'menu', 'Test-Plates')).toBe(true);
    expect(namesRecord(known, 'menu', 'no-such-category')).toBe(false);
    expect(namesRecord(known, 'careers', 'job_test_cook')).toBe(true);
    expect(namesRecord(known, 'careers', 'JOB_TEST_COOK')).toBe(false);
  });
});

describe('unknownRecordSection', () => {
  it("names the section of an address that names nothing, and nothing for a record's or any other path", async () => {
    expect(await unknownRecordSection('/locations/nowhere')).toBe('locations');
    expect(await unknownRecordSection('/menu/nothing/')).toBe('menu');
    expect(await unknownRecordSection('/careers/job_none')).toBe('careers');
    expect(await unknownRecordSection('/locations/test-town')).toBeNull();
    expect(await unknownRecordSection('/locations')).toBeNull();
    expect(await unknownRecordSection('/menu/a/b')).toBeNull();
  });

  it('reads the lists once per period, and again after it or after the editor reseeds', async () => {
    const t = 1_000_000;
    await unknownRecordSection('/menu/x', t);
    await unknownRecordSection('/menu/y', t + KNOWN_RECORDS_TTL_MS - 1);
    expect(lists.categories).toHaveBeenCalledTimes(1);
    await unknownRecordSection('/menu/z', t + KNOWN_RECORDS_TTL_MS);
    expect(lists.categories).toHaveBeenCalledTimes(2);
    forgetKnownRecords();
    await unknownRecordSection('/menu/z', t + KNOWN_RECORDS_TTL_MS);
    expect(lists.categories).toHaveBeenCalledTimes(3);
  });

  it('leaves the decision to the page when this process has no database open: it never opens one', async () => {
    (hasOpenedDb as jest.Mock).mockReturnValue(false);
    expect(await unknownRecordSection('/locations/nowhere')).toBeNull();
    expect(lists.shops).not.toHaveBeenCalled();
  });

  it('gives up on a read slower than its time, and keeps no failed read', async () => {
    jest.useFakeTimers();
    try {
      serve(new Promise<never>(() => {}));
      const slow = unknownRecordSection('/locations/nowhere', 1);
      await jest.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS);
      expect(await slow).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    forgetKnownRecords();
    serve(known);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    lists.shops.mockRejectedValueOnce(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
    expect(await unknownRecordSection('/locations/nowhere', 2)).toBeNull();
    expect(error).toHaveBeenCalledWith('[proxy] could not look up a record address:', expect.stringContaining('ECONNREFUSED'));
    error.mockRestore();
    // The next request reads again, and finds the shop missing.
    expect(await unknownRecordSection('/locations/nowhere', 3)).toBe('locations');
  });
});
