// Which databases a drill that runs on both (crash, load) runs on, from its --db option. Anything
// else is refused: a mistyped --db that ran nothing would report the drill passed.
export const DATABASES = ['pglite', 'postgres'];

/** --db=pglite, --db=postgres or --db=both (the default) as the databases to run on, in that order. */
export function databasesFor(db = 'both') {
  if (db === 'both') return [...DATABASES];
  if (DATABASES.includes(db)) return [db];
  throw new Error(`--db takes pglite, postgres or both, not ${db === true ? 'nothing' : JSON.stringify(db)}`);
}
