import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { FILE_REFUSALS } from '$shared/ipc/errors';
import { MAX_ATTACHMENT_BYTES } from '$shared/wire/attachment';
import { SEAL_OVERHEAD_BYTES } from '$main/crypto/aead';
import type { FieldCipher } from '$main/crypto/field-cipher';
import { type StoredThumbnail, sealThumbnail } from '../documents/thumbnails-repo';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';
import type { ApplicationStatus, DocumentRole } from '../types';

/** Why the gate refused a document, in the codes a refused file has everywhere. */
export type DocumentRefusal = (typeof FILE_REFUSALS)[number];

/** A document in a backup being restored, opened for the gate. */
export interface RestoredDocument {
  id: string;
  applicationId: string;
  role: DocumentRole;
  /** The media type its row claims; the gate reads the real one from the bytes. */
  mediaType: string;
  fileName: string;
  /** The names of the application's other documents, which a renamed one must not take. */
  otherNames: string[];
  bytes: Buffer;
  /**
   * Its application can never be sent again (it was or may have been sent): the document is a
   * record of what was sent, kept as it is if it opens within the limits, never re-encoded.
   */
  record: boolean;
}

/**
 * What the gate made of a restored document (decision D25). A document it lets in comes with the
 * thumbnail its run made (none for a PDF), which replaces whatever the backup held in its place.
 */
export type RestoredDocumentVerdict =
  /** Kept byte for byte, with the type its bytes have. */
  | { kind: 'keep'; mediaType: string; thumbnail?: StoredThumbnail }
  /** Stored as the gate made it, as if added now: the application will be sent with it. */
  | { kind: 'replace'; bytes: Buffer; mediaType: string; fileName: string; thumbnail?: StoredThumbnail }
  /** Left out of the restored database; its application needs the document again. */
  | { kind: 'keep_out'; why: DocumentRefusal };

export type RestoredDocumentGate = (document: RestoredDocument) => Promise<RestoredDocumentVerdict>;

/** A document the restore left out, for the summary (its refusal code worded by whoever shows it). */
export interface KeptOutDocument {
  /** The application it belonged to. */
  id: string;
  businessName: string;
  status: ApplicationStatus;
  attachmentId: string;
  role: DocumentRole;
  why: DocumentRefusal;
}

/** The sealed detail of a `restore_document` audit row: which document, and what the gate did with it. */
export interface RestoreDocumentDetail {
  attachmentId: string;
  role: DocumentRole;
  outcome: 'kept_out' | 'normalised';
  why?: DocumentRefusal;
  /** The restored file's digest and size as the backup held it, so the record of what it was survives it. */
  sha256: string;
  size: number;
}

interface Row {
  id: string;
  application_id: string;
  role: DocumentRole;
  media_type: string;
  sha256: string;
  sealed_bytes: number;
  status: ApplicationStatus;
  business_name: string;
  record: 0 | 1;
}

/** As the restore rule leaves them: whatever may exist at the service is barred or cannot be queued. */
const LIST = `SELECT f.id, f.application_id, f.role, f.media_type, f.sha256, length(f.bytes) AS sealed_bytes,
    a.status, a.business_name,
    (a.resend_barred = 1 OR a.merchant_id IS NOT NULL OR a.result_json IS NOT NULL
      OR a.status IN ('sending', 'unknown_outcome', 'submitted')) AS record
  FROM attachments AS f JOIN applications AS a ON a.id = f.application_id ORDER BY f.application_id, f.created_at, f.rowid`;

/**
 * Every document of a restored copy, one at a time, through the gate, before the copy becomes the
 * live database (the caller renames it into place only after this returns). A file larger than any
 * stored document is refused from its length without being read, and one that does not open
 * under its seal or its digest as `corrupt`; at most one document's bytes are held at a time.
 * Each verdict is written at once, in a transaction of its own, with a `restore_document` audit row.
 */
export async function gateRestoredDocuments(
  db: SQLite.Database,
  cipher: FieldCipher,
  gate: RestoredDocumentGate,
  nowIso: string,
): Promise<KeptOutDocument[]> {
  // The bytes of a document left out are zeroed where they lay, not left in the file's free pages.
  db.pragma('secure_delete = ON');
  const rows = db.prepare(LIST).all() as Row[];
  const keptOut: KeptOutDocument[] = [];
  for (const row of rows) {
    const opened = row.sealed_bytes > MAX_ATTACHMENT_BYTES + SEAL_OVERHEAD_BYTES ? 'too_large' : openDocument(db, cipher, row);
    const verdict: RestoredDocumentVerdict = typeof opened === 'string' ? { kind: 'keep_out', why: opened } : await gate(opened.document);
    // Unread or unopened, it is recorded as its row describes it.
    const before = typeof opened === 'string' ? { sha256: row.sha256, size: row.sealed_bytes - SEAL_OVERHEAD_BYTES } : opened.facts;
    db.transaction(() => apply(db, cipher, row, verdict, before, nowIso))();
    if (verdict.kind === 'keep_out') {
      keptOut.push({
        id: row.application_id,
        businessName: row.business_name,
        status: row.status,
        attachmentId: row.id,
        role: row.role,
        why: verdict.why,
      });
    }
  }
  return keptOut;
}

function openDocument(
  db: SQLite.Database,
  cipher: FieldCipher,
  row: Row,
): { document: RestoredDocument; facts: { sha256: string; size: number } } | DocumentRefusal {
  const stored = db.prepare('SELECT bytes, file_name, sha256 FROM attachments WHERE id = ?').get(row.id) as {
    bytes: Buffer;
    file_name: Buffer;
    sha256: string;
  };
  let bytes: Buffer;
  let fileName: string;
  try {
    bytes = cipher.open(stored.bytes, purpose.attachmentBytes(row.id));
    fileName = cipher.open(stored.file_name, purpose.attachmentName(row.id)).toString('utf8');
  } catch {
    return 'corrupt';
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== stored.sha256) return 'corrupt';
  const otherNames = db
    .prepare('SELECT id, file_name FROM attachments WHERE application_id = ? AND id <> ?')
    .all(row.application_id, row.id)
    .flatMap((other) => {
      const { id, file_name } = other as { id: string; file_name: Buffer };
      try {
        return [cipher.open(file_name, purpose.attachmentName(id)).toString('utf8')];
      } catch {
        return [];
      }
    });
  const document: RestoredDocument = {
    id: row.id,
    applicationId: row.application_id,
    role: row.role,
    mediaType: row.media_type,
    fileName,
    otherNames,
    bytes,
    record: row.record === 1,
  };
  return { document, facts: { sha256, size: bytes.length } };
}

function apply(
  db: SQLite.Database,
  cipher: FieldCipher,
  row: Row,
  verdict: RestoredDocumentVerdict,
  before: { sha256: string; size: number },
  nowIso: string,
): void {
  const audit = (detail: RestoreDocumentDetail, reason: string) => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO audit_log (application_id, at, actor, action, from_status, to_status, reason)
         VALUES (?, ?, 'system', 'restore_document', ?, ?, ?)`,
      )
      .run(row.application_id, nowIso, row.status, row.status, reason);
    const id = Number(lastInsertRowid);
    db.prepare('UPDATE audit_log SET detail = ? WHERE id = ?').run(cipher.sealJson(detail, purpose.auditDetail(id)), id);
  };
  const facts = { attachmentId: row.id, role: row.role, ...before };
  // A backup's own thumbnail is never shown: it is sealed under the backup maker's key, like anything else in it.
  const thumbnail = (made: StoredThumbnail | undefined) => (made === undefined ? null : sealThumbnail(cipher, row.id, made));
  switch (verdict.kind) {
    case 'keep':
      db.prepare('UPDATE attachments SET media_type = ?, thumbnail = ? WHERE id = ?').run(
        verdict.mediaType,
        thumbnail(verdict.thumbnail),
        row.id,
      );
      return;
    case 'keep_out':
      // Its reading goes with it, as when the agent removes a document.
      db.prepare('DELETE FROM document_readings WHERE attachment_id = ?').run(row.id);
      db.prepare('DELETE FROM attachments WHERE id = ?').run(row.id);
      audit(
        { ...facts, outcome: 'kept_out', why: verdict.why },
        `restored without this document: the document checks refused it (${verdict.why})`,
      );
      return;
    case 'replace':
      db.prepare('UPDATE attachments SET file_name = ?, media_type = ?, size = ?, sha256 = ?, bytes = ?, thumbnail = ? WHERE id = ?').run(
        cipher.seal(Buffer.from(verdict.fileName, 'utf8'), purpose.attachmentName(row.id)),
        verdict.mediaType,
        verdict.bytes.length,
        createHash('sha256').update(verdict.bytes).digest('hex'),
        cipher.seal(verdict.bytes, purpose.attachmentBytes(row.id)),
        thumbnail(verdict.thumbnail),
        row.id,
      );
      audit({ ...facts, outcome: 'normalised' }, 'restored document normalised as every new document is');
      return;
  }
}

/**
 * The documents a restore left out of an application, from its `restore_document` audit rows:
 * what the notice that asks for them again is made of (main/core/backup/restore-notices.ts).
 */
export function documentsKeptOutOf(database: Pick<Database, 'db' | 'cipher'>, applicationId: string): RestoreDocumentDetail[] {
  const rows = cachedStatement(
    database.db,
    "SELECT id, detail FROM audit_log WHERE application_id = ? AND action = 'restore_document' AND detail IS NOT NULL ORDER BY id",
  ).all(applicationId) as { id: number; detail: Buffer }[];
  return rows
    .map((row) => database.cipher.openJson(row.detail, purpose.auditDetail(row.id)) as RestoreDocumentDetail)
    .filter((detail) => detail.outcome === 'kept_out');
}
