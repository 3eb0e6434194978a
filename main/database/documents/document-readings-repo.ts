import type { DocumentReading } from '$shared/documents/document-reading';
import { type DocumentFill, storedReadingSchema } from '$shared/documents/stored-reading';
import type { DocumentReadingState } from '$shared/ipc/views';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';
import type { Database } from '../database';

/** The roles whose documents Fieldboard reads: the applicant's identity document and the bank's letter. */
export type ReadDocumentRole = 'identification' | 'bankConfirmation';

export type { DocumentFill } from '$shared/documents/stored-reading';

export interface StoredDocumentReading {
  attachmentId: string;
  applicationId: string;
  role: ReadDocumentRole;
  state: DocumentReadingState;
  /** Null while reading, and when the reader failed. */
  reading: DocumentReading | null;
  filled: DocumentFill[];
  readAt: string | null;
}

interface ReadingRow {
  attachment_id: string;
  application_id: string;
  role: ReadDocumentRole;
  state: DocumentReadingState;
  reading: Buffer | null;
  read_at: string | null;
}

const SELECT_ROWS = `SELECT r.attachment_id, a.application_id, a.role, r.state, r.reading, r.read_at
  FROM document_readings AS r JOIN attachments AS a ON a.id = r.attachment_id`;

/** A document is to be read: its row says `reading` until the reader answers. */
export function markDocumentUnread(database: Database, attachmentId: string): void {
  cachedStatement(
    database.db,
    `INSERT INTO document_readings (attachment_id, state) VALUES (?, 'reading')
     ON CONFLICT (attachment_id) DO UPDATE SET state = 'reading', reading = NULL, read_at = NULL`,
  ).run(attachmentId);
}

/**
 * The reader's answer (null: it failed) and the fields it filled, sealed. False when the document
 * was removed while it was read: its row went with it, and nothing is kept.
 */
export function recordDocumentReading(
  database: Database,
  attachmentId: string,
  reading: DocumentReading | null,
  filled: DocumentFill[],
): boolean {
  const sealed = database.cipher.sealJson({ reading, filled }, purpose.documentReading(attachmentId));
  const result = cachedStatement(
    database.db,
    'UPDATE document_readings SET state = ?, reading = ?, read_at = ? WHERE attachment_id = ?',
  ).run(stateOf(reading), sealed, database.now().toISOString(), attachmentId);
  return result.changes === 1;
}

/** The readings of one application's documents, oldest document first. */
export function documentReadingsOf(database: Database, applicationId: string): StoredDocumentReading[] {
  const rows = cachedStatement(database.db, `${SELECT_ROWS} WHERE a.application_id = ? ORDER BY a.created_at, a.rowid`).all(
    applicationId,
  ) as ReadingRow[];
  return rows.map((row) => toStored(database, row));
}

/** The reading of one document; undefined when it is not one that is read. */
export function documentReadingOf(database: Database, attachmentId: string): StoredDocumentReading | undefined {
  const row = cachedStatement(database.db, `${SELECT_ROWS} WHERE r.attachment_id = ?`).get(attachmentId) as ReadingRow | undefined;
  return row === undefined ? undefined : toStored(database, row);
}

/** Documents whose reading never finished (the app stopped meanwhile), oldest first: read again at start. */
export function unreadDocuments(database: Database): { attachmentId: string; applicationId: string; role: ReadDocumentRole }[] {
  const rows = cachedStatement(
    database.db,
    `${SELECT_ROWS} WHERE r.state = 'reading' ORDER BY a.created_at, a.rowid`,
  ).all() as ReadingRow[];
  return rows.map((row) => ({ attachmentId: row.attachment_id, applicationId: row.application_id, role: row.role }));
}

function stateOf(reading: DocumentReading | null): DocumentReadingState {
  if (reading === null) return 'failed';
  return reading.outcome;
}

function toStored(database: Database, row: ReadingRow): StoredDocumentReading {
  const base = { attachmentId: row.attachment_id, applicationId: row.application_id, role: row.role, readAt: row.read_at };
  if (row.reading === null) return { ...base, state: row.state, reading: null, filled: [] };
  const parsed = storedReadingSchema.safeParse(database.cipher.openJson(row.reading, purpose.documentReading(row.attachment_id)));
  // A sealed reading this build cannot parse (written by a newer one) counts as not read, rather than breaking the view.
  if (!parsed.success) return { ...base, state: 'failed', reading: null, filled: [] };
  return { ...base, state: row.state, reading: parsed.data.reading, filled: parsed.data.filled };
}
