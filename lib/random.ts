/**
 * Per-request random choices (the home page's locations image, the catering guest story, the
 * careers photos). Pages render per request, so the server HTML and the hydrated page agree.
 * `random` returns [0, 1) like Math.random; tests pass their own.
 */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  if (items.length === 0) throw new Error('pickRandom needs at least one item');
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** `count` different entries of `items` in random order (fewer when the list is shorter). */
export function pickDistinct<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const i = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(pool.splice(i, 1)[0]);
  }
  return picked;
}
