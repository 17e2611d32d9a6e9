// Types for databases.mjs, for its Jest test.
export const DATABASES: readonly ['pglite', 'postgres'];
export function databasesFor(db?: unknown): ('pglite' | 'postgres')[];
