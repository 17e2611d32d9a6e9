import { oneAtATime, oneAtATimeEach } from './one-at-a-time';

/** A piece of work the test finishes by hand, recording when it starts. */
function work(name: string, log: string[]) {
  let finish!: (ok: boolean) => void;
  const run = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (ok) => (ok ? resolve(name) : reject(new Error(name)));
    });
  return { run, finish: (ok: boolean) => finish(ok) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('oneAtATime', () => {
  it('starts each piece of work only once the one before has finished, failed or not', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const a = work('a', log);
    const b = work('b', log);
    const c = work('c', log);
    const results = [inTurn(a.run), inTurn(b.run), inTurn(c.run)].map((p) => p.then((v) => `ok ${v}`, (e: Error) => `failed ${e.message}`));
    await settle();
    expect(log).toEqual(['start a']);
    a.finish(false);
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b.finish(true);
    await settle();
    c.finish(true);
    expect(await Promise.all(results)).toEqual(['failed a', 'ok b', 'ok c']);
    expect(log).toEqual(['start a', 'start b', 'start c']);
  });
});

describe('oneAtATimeEach', () => {
  it('holds back work only behind earlier work for the same key', async () => {
    const inTurn = oneAtATimeEach();
    const log: string[] = [];
    const a = work('a', log);
    const b = work('b', log);
    const other = work('other', log);
    const results = [inTurn('k', a.run), inTurn('k', b.run), inTurn('j', other.run)];
    await settle();
    expect(log).toEqual(['start a', 'start other']);
    a.finish(true);
    await settle();
    expect(log).toEqual(['start a', 'start other', 'start b']);
    b.finish(true);
    other.finish(true);
    expect(await Promise.all(results)).toEqual(['a', 'b', 'other']);
  });
});
