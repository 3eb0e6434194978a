import type { Database } from '../database';
import { purpose } from '../purposes';
import type { AttemptOutcome, AttemptRecord } from '../types';

interface AttemptRow {
  id: number;
  application_id: string;
  settings_snapshot_id: number | null;
  path: string;
  started_at: string;
  finished_at: string | null;
  outcome: AttemptOutcome | null;
  http_status: number | null;
  detail: Buffer | null;
}

/** Oldest first, detail decrypted. Attempts are written by beginSending and finishAttempt. */
export function listAttempts(database: Database, applicationId: string): AttemptRecord[] {
  const rows = database.db
    .prepare('SELECT * FROM submission_attempts WHERE application_id = ? ORDER BY id')
    .all(applicationId) as AttemptRow[];
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    settingsSnapshotId: row.settings_snapshot_id,
    path: row.path,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome,
    httpStatus: row.http_status,
    detail: row.detail === null ? null : database.cipher.openJson(row.detail, purpose.attemptDetail(row.id)),
  }));
}
