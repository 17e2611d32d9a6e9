/** "Walnut Creek Parkside", "walnut-creek-parkside", "WALNUT_CREEK parkside" -> "walnut-creek-parkside". */
export function toSlug(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/-+/g, '-');
}

/**
 * Among `all`, the shop a key names: by _id, by slug, or by name in any case with spaces or
 * dashes, in that order. A shop's own address always wins over a name: when "Concord" is renamed
 * "Concord Willow Pass" and a new shop is called "Concord", /locations/concord stays the shop
 * whose file it is, not a redirect to the newcomer.
 */
export function findLocation<L extends { _id: string; slug: string; name: string }>(all: L[], key: string): L | null {
  const slug = toSlug(key);
  return all.find((l) => l._id === key) ?? all.find((l) => l.slug === slug) ?? all.find((l) => toSlug(l.name) === slug) ?? null;
}
