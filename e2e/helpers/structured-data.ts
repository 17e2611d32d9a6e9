import type { Page } from '@playwright/test';

export type JsonLdNode = { '@type'?: string; [key: string]: unknown };

/** Every JSON-LD block on the page, parsed (a block may hold one node or a list). */
export async function readJsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

export async function jsonLdOfType(page: Page, type: string): Promise<JsonLdNode[]> {
  return (await readJsonLd(page)).filter((n) => n['@type'] === type);
}
