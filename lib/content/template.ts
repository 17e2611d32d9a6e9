/**
 * Page copy names the values a page fills in with braces: "within {hours} hours". Kept free of
 * imports, so a client component that fills a sentence bundles only these few lines.
 */
export type TemplateValues = Record<string, string | number>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** `text` with every `{name}` that `values` has replaced by its value; other braces stay as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The placeholder names a text uses, in order of appearance ("{name} in {city}" -> ["name", "city"]). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}
