import { describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration } from '../../../main/store/migrations';
import { schemaAfter } from '../../../main/store/schema-guard/describe-schema';
import { REVIEWED_REMOVALS } from '../../../main/store/schema-guard/reviewed-exceptions';
import { type MigrationNow, guardFailures, migrationsNow, readSnapshots } from '../../../main/store/schema-guard/snapshots';

const root = process.cwd();
const step = (version: number, name: string, sql: string): Migration => ({ version, name, up: (db) => db.exec(sql) });

describe('the schema guard: released migrations never change, new ones only add', () => {
  it('every migration matches its checked-in snapshot, and none drops or renames without a reviewed exception', () => {
    // On failure each line says what to do: for a NEW migration, `npm run schema:snapshot -- <version>`.
    expect(guardFailures(migrationsNow(root, MIGRATIONS), readSnapshots(root))).toEqual([]);
  });

  describe('it bites', () => {
    const now = migrationsNow(root, MIGRATIONS);
    const snapshots = readSnapshots(root);
    const next = MIGRATIONS.length + 1;
    const withNew = (sql: string): MigrationNow[] => {
      const added = step(next, 'added-here', sql);
      return [...now, { version: next, name: added.name, sourceSha256: 'x', schema: schemaAfter([...MIGRATIONS, added]) }];
    };

    it('an edited released migration: revert it, never regenerate', () => {
      const edited = now.map((m) => (m.version === 1 ? { ...m, sourceSha256: 'edited' } : m));
      const failures = guardFailures(edited, snapshots);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(/^Migration 001-initial is released and was edited/);
      expect(failures[0]).toContain('git checkout main -- main/store/migrations/001-initial.ts');
    });

    it('a new migration without a snapshot: the exact command that writes it', () => {
      const failures = guardFailures(withNew('CREATE TABLE extra (id INTEGER PRIMARY KEY) STRICT'), snapshots);
      expect(failures).toEqual([expect.stringContaining(`npm run schema:snapshot -- ${next}`)]);
    });

    it('a new migration edited after its snapshot: regenerate if it is not on main yet', () => {
      const edited = now.map((m) => (m.version === now.length ? { ...m, sourceSha256: 'edited' } : m));
      const released = now.length - 1;
      expect(guardFailures(edited, snapshots, { released })).toEqual([
        expect.stringContaining(
          `If it is a NEW migration of yours, not yet on main, regenerate its snapshot: npm run schema:snapshot -- ${now.length}`,
        ),
      ]);
    });

    it('a new migration that drops a column or a table fails without a reviewed exception, and passes with one', () => {
      const dropped = withNew('ALTER TABLE audit_log DROP COLUMN reason; DROP TABLE receipts');
      const snapshotted = [...snapshots, { version: next, name: 'added-here', sourceSha256: 'x', schema: dropped.at(-1)!.schema }];
      const failures = guardFailures(dropped, snapshotted);
      expect(failures).toEqual([
        expect.stringContaining('drops or renames the column audit_log.reason'),
        expect.stringContaining('drops or renames the table receipts'),
      ]);
      const reviewed = [...REVIEWED_REMOVALS, { version: next, tables: ['receipts'], columns: ['audit_log.reason'], reason: 'test' }];
      expect(guardFailures(dropped, snapshotted, { removals: reviewed })).toEqual([]);
    });

    it('a rename is a removal', () => {
      const renamed = withNew('ALTER TABLE config RENAME TO settings_config');
      const snapshotted = [...snapshots, { version: next, name: 'added-here', sourceSha256: 'x', schema: renamed.at(-1)!.schema }];
      expect(guardFailures(renamed, snapshotted)).toEqual([expect.stringContaining('drops or renames the table config')]);
    });

    it('a snapshot left behind by a renumbered migration must go', () => {
      const stale = [...snapshots, { ...snapshots.at(-1)!, version: next, name: 'old-number' }];
      expect(guardFailures(now, stale)).toEqual([
        expect.stringContaining(`${String(next).padStart(3, '0')}-old-number.json has no migration`),
      ]);
    });

    it('002 is the one reviewed exception today', () => {
      expect(guardFailures(now, snapshots, { removals: [] })).toEqual([
        expect.stringContaining('column applications.body'),
        expect.stringContaining('column applications.problems'),
      ]);
    });
  });
});
