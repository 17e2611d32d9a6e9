/** Each diet tag's short mark on a menu card and the word the key and screen readers give it. */
export const DIET_TAGS = [
  { tag: 'vegetarian', mark: 'V', label: 'Vegetarian' },
  { tag: 'gluten-free', mark: 'GF', label: 'Gluten-free' },
  { tag: 'spicy', mark: 'S', label: 'Spicy' },
] as const;
