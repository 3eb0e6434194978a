/**
 * Removals a migration may make, each reviewed: a migration that drops or renames a table or a
 * column not listed here fails the schema guard (test/integration/store/schema-snapshots.test.ts).
 * Add an entry only after review, with the reason; a rename counts as a removal of the old name.
 */
export interface ReviewedRemoval {
  version: number;
  /** Tables that may disappear. */
  tables: readonly string[];
  /** Columns that may disappear, as `table.column`. */
  columns: readonly string[];
  reason: string;
}

export const REVIEWED_REMOVALS: readonly ReviewedRemoval[] = [
  {
    version: 2,
    tables: [],
    columns: ['applications.body', 'applications.problems'],
    reason: 'The sealed body and problems moved, byte for byte, to application_bodies (002-application-bodies.ts).',
  },
];

/**
 * Migrations shipped to agents: their files never change again (a fix is a new migration), and
 * `npm run schema:snapshot` refuses to rewrite their snapshots. Raise it when a release ships.
 */
export const RELEASED_THROUGH = 2;
