/** The crash and load drills' --db option: a value that would run nothing is refused, never passed. */
import { databasesFor } from './databases.mjs';

it('runs on both databases by default, or on the one named', () => {
  expect(databasesFor()).toEqual(['pglite', 'postgres']);
  expect(databasesFor('both')).toEqual(['pglite', 'postgres']);
  expect(databasesFor('pglite')).toEqual(['pglite']);
  expect(databasesFor('postgres')).toEqual(['postgres']);
});

it('refuses a value it does not know, and a bare --db, in words', () => {
  expect(() => databasesFor('pg')).toThrow('--db takes pglite, postgres or both, not "pg"');
  expect(() => databasesFor(true)).toThrow('--db takes pglite, postgres or both, not nothing');
});
