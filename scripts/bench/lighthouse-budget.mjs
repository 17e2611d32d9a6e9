// What bench:lighthouse holds the site to, and what it leaves out of the check.

export const BUDGETS = { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 };

/**
 * The row of the framework floor: a blank Next.js app measured in the same rounds at the same CPU
 * slowdown as the routes. It is a reference for reading the site's scores (what any page on this
 * framework costs on this host at the least), not a page of the site, so no budget applies to it.
 */
export const FLOOR_ROUTE = 'floor: a blank Next app';

/** Each budget a route's median misses, in words; the floor's row is never counted. */
export function budgetMisses(results) {
  return results
    .filter((r) => r.route !== FLOOR_ROUTE)
    .flatMap((r) => Object.keys(BUDGETS).filter((c) => r[c] < BUDGETS[c]).map((c) => `${r.route} ${c} ${r[c]} < ${BUDGETS[c]}`));
}
