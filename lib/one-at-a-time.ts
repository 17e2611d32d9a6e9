/**
 * Work that must not overlap itself: each call's work starts once every earlier call's work for
 * the same key has finished, failed or not. In this process only: work on another server
 * instance is not held back.
 */
export function oneAtATimeEach() {
  const chains = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (chains.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.then(
      () => {},
      () => {},
    );
    chains.set(key, tail);
    // Nothing kept once a key's work is done: the keys can be as many as the requests.
    void tail.then(() => {
      if (chains.get(key) === tail) chains.delete(key);
    });
    return run;
  };
}

/** One line of work, one call at a time (oneAtATimeEach with a single key). */
export function oneAtATime() {
  const inTurn = oneAtATimeEach();
  return <T>(work: () => Promise<T>): Promise<T> => inTurn('', work);
}
