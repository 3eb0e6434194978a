import type Database from 'better-sqlite3';
import { eraseFreePages } from '../retention/secure-delete';

/**
 * Work a migration cannot do because it must run outside a transaction (VACUUM), done once after
 * the migrations and recorded in `maintenance_steps` (migration 003). Each step is idempotent and
 * atomic on its own (VACUUM commits whole or not at all), so a crash midway leaves the step
 * undone and the next start runs it again; a crash after it but before its record finds the work
 * done and only records it. A step that fails (no room on the disk for VACUUM's copy) stays
 * pending and the database opens anyway: the conversion is for space and hygiene, never a reason
 * to keep an agent from their applications.
 */
export interface MaintenanceStep {
  readonly name: string;
  run(db: Database.Database): void;
}

const AUTO_VACUUM_INCREMENTAL = 2;

export const MAINTENANCE_STEPS: readonly MaintenanceStep[] = [
  {
    // Files made before 003 have auto_vacuum=NONE; the mode changes only by rebuilding the file.
    name: 'incremental-auto-vacuum',
    run(db) {
      if (db.pragma('auto_vacuum', { simple: true }) === AUTO_VACUUM_INCREMENTAL) return;
      db.pragma('auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
    },
  },
];

export interface MaintenanceReport {
  done: string[];
  failed: { name: string; error: string }[];
  /** Free pages left by a deletion the process did not live to erase, now removed. */
  erasedFreePages: number;
}

export function runMaintenance(
  db: Database.Database,
  now: () => Date,
  steps: readonly MaintenanceStep[] = MAINTENANCE_STEPS,
): MaintenanceReport {
  const report: MaintenanceReport = { done: [], failed: [], erasedFreePages: 0 };
  for (const step of steps) {
    if (db.prepare('SELECT 1 FROM maintenance_steps WHERE name = ?').get(step.name) !== undefined) continue;
    try {
      step.run(db);
      db.prepare('INSERT OR IGNORE INTO maintenance_steps (name, done_at) VALUES (?, ?)').run(step.name, now().toISOString());
      report.done.push(step.name);
    } catch (error) {
      report.failed.push({ name: step.name, error: (error as Error).message });
    }
  }
  // A purge or delete interrupted before its erase left free pages that may hold sealed bytes.
  if ((db.pragma('freelist_count', { simple: true }) as number) > 0) {
    try {
      report.erasedFreePages = eraseFreePages(db).freePages;
    } catch (error) {
      report.failed.push({ name: 'erase-free-pages', error: (error as Error).message });
    }
  }
  return report;
}
