import type { Database } from '../database';
import type { ApplicationStatus } from '../types';

/** Ids of every application in the given statuses, oldest first; for sweeps such as revalidation. */
export function listIdsByStatus(database: Database, statuses: readonly ApplicationStatus[]): string[] {
  if (statuses.length === 0) return [];
  const marks = statuses.map(() => '?').join(', ');
  const rows = database.db.prepare(`SELECT id FROM applications WHERE status IN (${marks}) ORDER BY created_at, id`).all(...statuses) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}
