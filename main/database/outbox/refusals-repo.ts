import type { RefusalReason } from '$shared/draft/refusal';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';

/** One refusal of an application by the service, with its reasons opened. */
export interface RefusalRecord {
  id: number;
  applicationId: string;
  attemptId: number | null;
  refusedAt: string;
  httpStatus: number | null;
  /** The service's own summary line. */
  message: string;
  reasons: RefusalReason[];
  /** When the agent queued the application again after this refusal; null while it stands. */
  requeuedAt: string | null;
}

export interface NewRefusal {
  applicationId: string;
  attemptId: number | null;
  httpStatus: number | null;
  message: string;
  reasons: RefusalReason[];
}

interface RefusalRow {
  id: number;
  application_id: string;
  attempt_id: number | null;
  refused_at: string;
  http_status: number | null;
  reasons: Buffer;
  requeued_at: string | null;
}

/**
 * Records a refusal. Call it inside the transaction that moves the application to `rejected`. The
 * reasons are sealed under the row's own id, which is only known after the insert, so the row is
 * written with an empty blob and then given its sealed reasons in the same transaction.
 */
export function insertRefusal(database: Database, refusal: NewRefusal, at: string): number {
  const inserted = cachedStatement(
    database.db,
    'INSERT INTO refusals (application_id, attempt_id, refused_at, http_status, reasons) VALUES (?, ?, ?, ?, ?)',
  ).run(refusal.applicationId, refusal.attemptId, at, refusal.httpStatus, Buffer.alloc(0));
  const id = Number(inserted.lastInsertRowid);
  const sealed = database.cipher.sealJson({ message: refusal.message, reasons: refusal.reasons }, purpose.refusalReasons(id));
  cachedStatement(database.db, 'UPDATE refusals SET reasons = ? WHERE id = ?').run(sealed, id);
  return id;
}

/** Marks every standing refusal of the application as answered by a new queueing. */
export function markRefusalsRequeued(database: Database, applicationId: string, at: string): void {
  cachedStatement(database.db, 'UPDATE refusals SET requeued_at = ? WHERE application_id = ? AND requeued_at IS NULL').run(
    at,
    applicationId,
  );
}

/** Newest first; throws DecryptionError if a sealed value does not open. */
export function listRefusals(database: Database, applicationId: string): RefusalRecord[] {
  const rows = cachedStatement(database.db, 'SELECT * FROM refusals WHERE application_id = ? ORDER BY id DESC').all(
    applicationId,
  ) as RefusalRow[];
  return rows.map((row) => {
    const opened = database.cipher.openJson(row.reasons, purpose.refusalReasons(row.id)) as { message: string; reasons: RefusalReason[] };
    return {
      id: row.id,
      applicationId: row.application_id,
      attemptId: row.attempt_id,
      refusedAt: row.refused_at,
      httpStatus: row.http_status,
      message: opened.message,
      reasons: opened.reasons,
      requeuedAt: row.requeued_at,
    };
  });
}
