/**
 * Per-request random choices (the home page's locations image, the catering guest story, the
 * careers photos). Pages render per request, so the server HTML and the hydrated page agree.
 */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  if (items.length === 0) throw new Error('pickRandom needs at least one item');
  return items[Math.floor(random() * items.length) % items.length];
}

/** `count` different items in random order (Fisher-Yates on a copy). */
export function pickDistinct<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(count, copy.length));
}
