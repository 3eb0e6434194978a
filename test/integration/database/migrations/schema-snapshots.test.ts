import { describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration } from '$main/database/migrations';
import { schemaAfter } from '$main/database/schema-guard/describe-schema';
import { type SchemaNow, fileStem, guardFailures, readSnapshot, schemaNow } from '$main/database/schema-guard/guard';

const root = process.cwd();
const step = (version: number, name: string, sql: string): Migration => ({ version, name, up: (db) => db.exec(sql) });

describe('the schema guard: recorded migrations never change, new ones only add', () => {
  it('the migrations match the one checked-in snapshot, and nothing is dropped or renamed unless retired', () => {
    // On failure each line says what to do: for a NEW migration, `npm run schema:snapshot`.
    expect(guardFailures(schemaNow(root, MIGRATIONS), readSnapshot(root))).toEqual([]);
  });

  describe('it bites', () => {
    const now = schemaNow(root, MIGRATIONS);
    const snapshot = readSnapshot(root);
    const next = MIGRATIONS.length + 1;
    /** The migrations with one more after them, as a branch would add it. */
    const withNew = (sql: string): SchemaNow => {
      const added = step(next, 'added-here', sql);
      return { migrations: { ...now.migrations, [fileStem(added)]: 'x' }, schema: schemaAfter([...MIGRATIONS, added]) };
    };
    /** The snapshot as `npm run schema:snapshot` would write it for `state`, retiring nothing. */
    const recorded = (state: SchemaNow) => ({ ...snapshot, migrations: state.migrations, schema: state.schema });

    it('an edited migration: revert it if it is on main, otherwise record it again', () => {
      const edited = { ...now, migrations: { ...now.migrations, '001-initial': 'edited' } };
      expect(guardFailures(edited, snapshot)).toEqual([
        expect.stringMatching(
          /^Migration 001-initial was edited after it was recorded\. If it is a NEW migration of yours.*npm run schema:snapshot/,
        ),
      ]);
      expect(guardFailures(edited, snapshot)[0]).toContain('git checkout main -- main/database/migrations/001-initial.ts');
    });

    it('a new migration not yet recorded: the exact command that records it', () => {
      expect(guardFailures(withNew('CREATE TABLE extra (id INTEGER PRIMARY KEY) STRICT'), snapshot)).toEqual([
        `Migration ${String(next).padStart(3, '0')}-added-here is not in the schema snapshot. For a NEW migration, run: npm run schema:snapshot (and commit main/database/schema-guard/schema.json).`,
      ]);
    });

    it('a schema that differs from the snapshot with every migration recorded, as after a hand edit of the file', () => {
      const added = withNew('CREATE INDEX extra_by_status ON applications (status)');
      expect(guardFailures(added, { ...snapshot, migrations: added.migrations })).toEqual([
        expect.stringContaining('The schema differs from its snapshot: run npm run schema:snapshot'),
      ]);
    });

    it('a dropped column or table fails unless retired, and a retired name never comes back', () => {
      const dropped = withNew('ALTER TABLE audit_log DROP COLUMN reason; DROP TABLE receipts');
      expect(guardFailures(dropped, { ...snapshot, migrations: dropped.migrations })).toEqual([
        expect.stringContaining('drop or rename the table receipts'),
        expect.stringContaining('drop or rename the column audit_log.reason'),
      ]);
      const retired = { tables: ['receipts'], columns: [...snapshot.retired.columns, 'audit_log.reason'] };
      expect(guardFailures(dropped, { ...recorded(dropped), retired })).toEqual([]);
      const reused = withNew('ALTER TABLE applications ADD COLUMN body BLOB');
      expect(guardFailures(reused, recorded(reused))).toEqual([
        'The column applications.body is retired and its name is never used again: choose another.',
      ]);
    });

    it('a rename is a removal', () => {
      const renamed = withNew('ALTER TABLE config RENAME TO settings_config');
      expect(guardFailures(renamed, { ...snapshot, migrations: renamed.migrations })).toEqual([
        expect.stringContaining('drop or rename the table config'),
      ]);
    });

    it('a recorded migration that is gone (renumbered or removed) must leave the snapshot', () => {
      const stale = { ...snapshot, migrations: { ...snapshot.migrations, '099-old-number': 'x' } };
      expect(guardFailures(now, stale)).toEqual([expect.stringContaining('records 099-old-number, which is no migration now')]);
    });

    it("002's move of the body and problems out of applications is the one retirement today, and it bites", () => {
      expect(snapshot.retired).toEqual({ tables: [], columns: ['applications.body', 'applications.problems'] });
      const reused = withNew('ALTER TABLE applications ADD COLUMN problems BLOB');
      expect(guardFailures(reused, recorded(reused))).toEqual([expect.stringContaining('applications.problems is retired')]);
      expect(guardFailures(reused, { ...recorded(reused), retired: { tables: [], columns: [] } })).toEqual([]);
    });
  });
});
