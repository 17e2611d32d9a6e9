// Types for lighthouse-budget.mjs, for its tests.
export const BUDGETS: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
export const FLOOR_ROUTE: string;
export function budgetMisses(results: Array<{ route: string } & Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>>): string[];
