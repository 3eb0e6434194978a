import { sealState, stateIntact } from '../applications/application-state-seal';
import { insertAudit } from '../audit-repo';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';
import type { Actor } from '../types';

/**
 * Retention purges (decision L4). Only `submitted` applications are ever purged: the acquirer then
 * holds the originals. Rejected, unknown-outcome and unsent ones still need their data here.
 */

/** Submitted on or before `cutoff` (ISO time) and not purged yet; oldest first. */
export function listPurgeable(database: Database, cutoff: string): { id: string; businessName: string; submittedAt: string }[] {
  return database.db
    .prepare(
      `SELECT a.id, a.business_name AS businessName, a.submitted_at AS submittedAt FROM applications AS a
       WHERE a.status = 'submitted' AND a.submitted_at IS NOT NULL AND a.submitted_at <= ?
         AND NOT EXISTS (SELECT 1 FROM retained_receipts AS r WHERE r.application_id = a.id)
       ORDER BY a.submitted_at, a.id`,
    )
    .all(cutoff) as { id: string; businessName: string; submittedAt: string }[];
}

/** When a retention purge removed the application's personal details and documents, and how many documents; null if it has not. */
export function purgeOf(database: Database, id: string): { at: string; documentsRemoved: number } | null {
  const row = cachedStatement(database.db, 'SELECT purged_at, documents_removed FROM retained_receipts WHERE application_id = ?').get(
    id,
  ) as { purged_at: string; documents_removed: number } | undefined;
  return row === undefined ? null : { at: row.purged_at, documentsRemoved: row.documents_removed };
}

export interface PurgedApplication {
  id: string;
  documentsRemoved: number;
  bytesRemoved: number;
}

/**
 * In one transaction: the retained record (what the receipt prints, already masked) is stored
 * sealed, the documents are deleted, the sealed body and problems are replaced by empty ones and
 * the attempts and audit rows lose their sealed detail (a refusal's body may echo personal data;
 * outcome, times, HTTP status and the audit's clear reasons stay), and the state MAC is renewed
 * over the new body. The audit row says what went, in counts. Returns undefined when the
 * application is no longer purgeable (changed or purged meanwhile, or its state fails its check).
 * Run it inside `bulkDelete` so the freed pages leave the file.
 */
export function purgeApplication(
  database: Database,
  id: string,
  retained: unknown,
  context: { actor: Actor; retentionDays: number; now: string },
): PurgedApplication | undefined {
  const { db, cipher } = database;
  return db
    .transaction(() => {
      const row = cachedStatement(
        db,
        `SELECT a.status, (SELECT 1 FROM retained_receipts WHERE application_id = a.id) AS purged FROM applications AS a WHERE a.id = ?`,
      ).get(id) as { status: string; purged: number | null } | undefined;
      if (row === undefined || row.status !== 'submitted' || row.purged !== null) return undefined;
      // A row whose state fails its check was edited outside the app; it is kept whole for a person to look at.
      if (!stateIntact(db, database.stateMac, id)) return undefined;
      const files = cachedStatement(
        db,
        'SELECT count(*) AS n, coalesce(sum(size), 0) AS bytes FROM attachments WHERE application_id = ?',
      ).get(id) as { n: number; bytes: number };
      cachedStatement(
        db,
        'INSERT INTO retained_receipts (application_id, receipt, purged_at, documents_removed, bytes_removed) VALUES (?, ?, ?, ?, ?)',
      ).run(id, cipher.sealJson(retained, purpose.retainedReceipt(id)), context.now, files.n, files.bytes);
      cachedStatement(db, 'DELETE FROM attachments WHERE application_id = ?').run(id);
      cachedStatement(db, 'UPDATE application_bodies SET body = ?, problems = ? WHERE application_id = ?').run(
        cipher.sealJson(null, purpose.applicationBody(id)),
        cipher.sealJson([], purpose.applicationProblems(id)),
        id,
      );
      cachedStatement(db, 'UPDATE submission_attempts SET detail = NULL WHERE application_id = ?').run(id);
      // The trail stays; what a person wrote into it (a sealed detail that may name someone) goes.
      cachedStatement(db, 'UPDATE audit_log SET detail = NULL WHERE application_id = ?').run(id);
      sealState(db, database.stateMac, id);
      insertAudit(
        database,
        {
          applicationId: id,
          actor: context.actor,
          action: 'purge',
          from: 'submitted',
          to: 'submitted',
          reason: `retention ${context.retentionDays} days: ${files.n} documents (${files.bytes} bytes), personal details and attempt details removed`,
        },
        context.now,
      );
      return { id, documentsRemoved: files.n, bytesRemoved: files.bytes };
    })
    .immediate();
}

export interface RetainedReceipt {
  receipt: unknown;
  purgedAt: string;
  documentsRemoved: number;
  bytesRemoved: number;
}

/** What a purged application kept; undefined when it was never purged. */
export function getRetainedReceipt(database: Database, id: string): RetainedReceipt | undefined {
  const row = cachedStatement(
    database.db,
    'SELECT receipt, purged_at, documents_removed, bytes_removed FROM retained_receipts WHERE application_id = ?',
  ).get(id) as { receipt: Buffer; purged_at: string; documents_removed: number; bytes_removed: number } | undefined;
  if (row === undefined) return undefined;
  return {
    receipt: database.cipher.openJson(row.receipt, purpose.retainedReceipt(id)),
    purgedAt: row.purged_at,
    documentsRemoved: row.documents_removed,
    bytesRemoved: row.bytes_removed,
  };
}

/** When this application was purged; null when it never was. */
export function purgedAt(database: Database, id: string): string | null {
  const row = cachedStatement(database.db, 'SELECT purged_at FROM retained_receipts WHERE application_id = ?').get(id) as
    { purged_at: string } | undefined;
  return row?.purged_at ?? null;
}

/** Drafts (draft, ready, needs attention) not changed since `before`: the dashboard's "untouched" list. */
export function listUntouchedDrafts(
  database: Database,
  before: string,
  limit: number,
): { count: number; items: { id: string; businessName: string; updatedAt: string }[] } {
  const where = `status IN ('draft', 'ready', 'needs_attention') AND updated_at < ?`;
  const { count } = cachedStatement(database.db, `SELECT COUNT(*) AS count FROM applications WHERE ${where}`).get(before) as {
    count: number;
  };
  const items = cachedStatement(
    database.db,
    `SELECT id, business_name AS businessName, updated_at AS updatedAt FROM applications
      WHERE ${where} ORDER BY updated_at, id LIMIT ?`,
  ).all(before, limit) as { id: string; businessName: string; updatedAt: string }[];
  return { count, items };
}
