import type { Database } from './database';
import { purpose } from './purposes';
import { cachedStatement } from './statements';
import type { Actor, ApplicationStatus, AuditAction, AuditRecord } from './types';

const MAX_REASON_LENGTH = 200;

/** Reasons are cut to 200 characters so a caller passing an error message cannot grow them into a data dump. */
export function shortReason(reason: string): string {
  return reason.slice(0, MAX_REASON_LENGTH);
}

export interface AuditEntry {
  applicationId: string;
  actor: Actor;
  action: AuditAction;
  from: ApplicationStatus | null;
  to: ApplicationStatus | null;
  reason: string;
  /** Sealed under `audit:<id>:detail`: free text a person wrote, which may name someone. */
  detail?: unknown;
}

/**
 * Writes one audit row. Call it inside the transaction of the change it records, so the trail
 * and the state never disagree. The reason is stored clear: callers pass short fixed phrases,
 * never names, IDs or service bodies (those go in the sealed attempt detail).
 */
export function insertAudit(database: Database, entry: AuditEntry, at: string): void {
  cachedStatement(
    database.db,
    `INSERT INTO audit_log (application_id, at, actor, action, from_status, to_status, reason)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(entry.applicationId, at, entry.actor, entry.action, entry.from, entry.to, shortReason(entry.reason));
  if (entry.detail !== undefined) {
    const id = Number(database.db.prepare('SELECT last_insert_rowid() AS id').pluck().get());
    cachedStatement(database.db, 'UPDATE audit_log SET detail = ? WHERE id = ?').run(
      database.cipher.sealJson(entry.detail, purpose.auditDetail(id)),
      id,
    );
  }
}

interface AuditRow {
  id: number;
  application_id: string;
  at: string;
  actor: Actor;
  action: AuditAction;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus | null;
  reason: string;
  detail: Buffer | null;
}

/** Oldest first; all applications' when no id is given. */
export function listAudit(database: Database, applicationId?: string): AuditRecord[] {
  const rows = (
    applicationId === undefined
      ? database.db.prepare('SELECT * FROM audit_log ORDER BY id').all()
      : database.db.prepare('SELECT * FROM audit_log WHERE application_id = ? ORDER BY id').all(applicationId)
  ) as AuditRow[];
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    reason: row.reason,
    detail: row.detail === null ? null : database.cipher.openJson(row.detail, purpose.auditDetail(row.id)),
  }));
}
