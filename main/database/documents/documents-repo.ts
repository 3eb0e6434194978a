import { createHash, randomUUID } from 'node:crypto';
import { MAX_ATTACHMENT_BYTES } from '$shared/wire/attachment';
import { isEditable, requireStatus } from '../applications/application-rows';
import { type StoredThumbnail, sealThumbnail } from './thumbnails-repo';
import { DatabaseError } from '../errors';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { eraseDeleted } from '../retention/secure-delete';
import { ATTACHMENT_ROLES, type DocumentMeta, type DocumentRole } from '../types';

export interface NewDocument {
  role: DocumentRole;
  fileName: string;
  mediaType: string;
  bytes: Buffer;
  /** An image's thumbnail, made with it in the gate's child run; none for a PDF. */
  thumbnail?: StoredThumbnail;
}

interface DocumentRow {
  id: string;
  application_id: string;
  role: DocumentRole;
  file_name: Buffer;
  media_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

const META_COLUMNS = 'id, application_id, role, file_name, media_type, size, sha256, created_at';

/**
 * Files (ID scans, bank confirmations) are sealed whole, name and thumbnail included. Size and sha-256 stay
 * clear: they say nothing about the person and let the UI show and de-duplicate files without
 * decrypting them. Only while the application is editable: a queued one is what will be sent.
 */
export function insertDocument(database: Database, applicationId: string, input: NewDocument): DocumentMeta {
  if (!ATTACHMENT_ROLES.includes(input.role)) throw new DatabaseError('invalid_input', `Unknown attachment role ${String(input.role)}`);
  if (!Buffer.isBuffer(input.bytes)) throw new DatabaseError('invalid_input', 'attachment bytes must be a Buffer');
  // The service's limit (shared/wire/attachment); keeping a file that can never be sent helps nobody.
  if (input.bytes.length > MAX_ATTACHMENT_BYTES) throw new DatabaseError('invalid_input', 'attachment is larger than 10 MB');
  if (input.fileName.trim() === '') throw new DatabaseError('invalid_input', 'attachment file name is empty');
  const id = randomUUID();
  const now = database.now().toISOString();
  const meta: DocumentMeta = {
    id,
    applicationId,
    role: input.role,
    fileName: input.fileName,
    mediaType: input.mediaType,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    createdAt: now,
  };
  database.db
    .transaction(() => {
      requireEditable(database, applicationId);
      database.db
        .prepare(
          `INSERT INTO attachments (id, application_id, role, file_name, media_type, size, sha256, bytes, thumbnail, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          applicationId,
          meta.role,
          database.cipher.seal(Buffer.from(meta.fileName, 'utf8'), purpose.attachmentName(id)),
          meta.mediaType,
          meta.size,
          meta.sha256,
          database.cipher.seal(input.bytes, purpose.attachmentBytes(id)),
          input.thumbnail === undefined ? null : sealThumbnail(database.cipher, id, input.thumbnail),
          now,
        );
      touchApplication(database, applicationId, now);
    })
    .immediate();
  return meta;
}

/** Decrypted, and checked against the stored sha-256; throws rather than return damaged bytes. */
export function getDocument(database: Database, attachmentId: string): { meta: DocumentMeta; bytes: Buffer } | undefined {
  const row = database.db.prepare(`SELECT ${META_COLUMNS}, bytes FROM attachments WHERE id = ?`).get(attachmentId) as
    (DocumentRow & { bytes: Buffer }) | undefined;
  if (row === undefined) return undefined;
  const bytes = database.cipher.open(row.bytes, purpose.attachmentBytes(row.id));
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
    throw new Error(`Attachment ${row.id} does not match its recorded sha-256`);
  }
  return { meta: toMeta(database, row), bytes };
}

/** The application a document belongs to, undefined for no such document; reads no file. */
export function applicationOfAttachment(database: Database, attachmentId: string): string | undefined {
  const row = database.db.prepare('SELECT application_id FROM attachments WHERE id = ?').get(attachmentId) as
    { application_id: string } | undefined;
  return row?.application_id;
}

/** Oldest first; decrypts names only, never the files. */
export function listDocuments(database: Database, applicationId: string): DocumentMeta[] {
  const rows = database.db
    .prepare(`SELECT ${META_COLUMNS} FROM attachments WHERE application_id = ? ORDER BY created_at, rowid`)
    .all(applicationId) as DocumentRow[];
  return rows.map((row) => toMeta(database, row));
}

export function removeDocument(database: Database, attachmentId: string): void {
  database.db.transaction(() => deleteDocumentRow(database, attachmentId)).immediate();
  eraseDeleted(database);
}

/**
 * The part of a removal that belongs in a transaction, for a caller that is already in one (a type
 * change dropping files): it must call `eraseDeleted` itself once its transaction has committed.
 */
export function deleteDocumentRow(database: Database, attachmentId: string): void {
  const row = database.db.prepare('SELECT application_id FROM attachments WHERE id = ?').get(attachmentId) as
    { application_id: string } | undefined;
  if (row === undefined) throw new DatabaseError('not_found', `No attachment ${attachmentId}`);
  requireEditable(database, row.application_id);
  database.db.prepare('DELETE FROM attachments WHERE id = ?').run(attachmentId);
  touchApplication(database, row.application_id, database.now().toISOString());
}

function requireEditable(database: Database, applicationId: string): void {
  const status = requireStatus(database, applicationId);
  if (!isEditable(status)) throw new DatabaseError('not_editable', `Application ${applicationId} is ${status}; its files cannot change`);
}

/**
 * A file change is a change to the application for the dashboard's "newest first". The revision
 * is left alone: it guards the body the editor holds, which did not change.
 */
function touchApplication(database: Database, applicationId: string, now: string): void {
  database.db.prepare('UPDATE applications SET updated_at = ? WHERE id = ?').run(now, applicationId);
}

function toMeta(database: Database, row: DocumentRow): DocumentMeta {
  return {
    id: row.id,
    applicationId: row.application_id,
    role: row.role,
    fileName: database.cipher.open(row.file_name, purpose.attachmentName(row.id)).toString('utf8'),
    mediaType: row.media_type,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}
