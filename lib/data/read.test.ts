import { DatabaseUnavailableError } from '@/lib/api/failure';
import { readOr } from './read';

let log: jest.SpyInstance;
beforeEach(() => (log = jest.spyOn(console, 'error').mockImplementation(() => {})));
afterEach(() => log.mockRestore());

describe('readOr: the one way pages read with a fallback', () => {
  it('gives the value when the read works', async () => {
    expect(await readOr('menu', Promise.resolve(['a']), [])).toEqual({ ok: true, value: ['a'] });
    expect(log).not.toHaveBeenCalled();
  });

  it('gives the fallback and ok: false when the database is unavailable, and logs one line', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await readOr('menu: categories', Promise.reject(down), null)).toEqual({ ok: false, value: null });
    expect(await readOr('careers', Promise.reject(new DatabaseUnavailableError('test fault')), 'error')).toEqual({ ok: false, value: 'error' });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[menu: categories\] database unavailable: code ECONNREFUSED/));
  });

  it('does not hide a bug: it is thrown, for Next to answer 500', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'slug')");
    await expect(readOr('menu', Promise.reject(bug), [])).rejects.toBe(bug);
  });

  it("leaves out a frame's extra on a bug too, and logs it as a failure", async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'slug')");
    expect(await readOr('shell: shops', Promise.reject(bug), [], { extra: true })).toEqual({ ok: false, value: [] });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[shell: shops\] failed: TypeError/));
  });
});
