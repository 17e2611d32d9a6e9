/** One item of a non-empty list, at random (the home page's locations image, per request). */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  if (items.length === 0) throw new Error('pickRandom needs at least one item');
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}
