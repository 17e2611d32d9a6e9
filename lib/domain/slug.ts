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

/**
 * An address segment as a key. Next hands a dynamic segment over already decoded ("%25" arrives
 * as "%"), so decoding it again throws on a lone "%": only what still decodes is decoded, for
 * links that encoded a name twice.
 */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
