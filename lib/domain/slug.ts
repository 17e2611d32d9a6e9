/** "Walnut Creek Parkside", "walnut-creek-parkside", "WALNUT_CREEK parkside" -> "walnut-creek-parkside". */
export function toSlug(value: string): string {
  return value.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/-+/g, '-');
}
