import type { DocumentRole } from '$shared/draft/draft-body';
import { requireRoomForDocuments } from '../retention/disk-space';
import { type DocumentMeta, type Database, DatabaseError, insertDocument, listDocuments, markDocumentUnread } from '$main/database';
import { isEditable, requireStatus } from '$main/database/applications/application-rows';
import { inTransaction } from '$main/database/transaction';
import { documentFileName } from '$main/documents/document-names';
import { EXTENSION_OF } from '$main/documents/stored-media-types';
import type { NormalisedDocument } from '$main/documents/normalise';

/**
 * Asked before the slow part (normalising, scanning), so the agent hears "not editable" at once;
 * the database checks again in the transaction that inserts.
 */
export function requireEditableApplication(database: Database, applicationId: string): void {
  const status = requireStatus(database, applicationId);
  if (!isEditable(status)) throw new DatabaseError('not_editable', `the application is ${status}; its files cannot change`);
  requireRoomForDocuments(database);
}

/**
 * Stores a normalised document under the agent's own file name made safe (or its role's name where
 * there is none), with the extension of what it became. Synchronous from reading the names in use
 * to the insert, so two documents added at once cannot both take the same name. An image's
 * thumbnail, made in the gate's run, is stored with it, so a tile never starts a child. An identity
 * document or a bank letter is marked to be read in the same transaction, so none is left unread.
 */
export function storeNormalised(
  database: Database,
  applicationId: string,
  role: DocumentRole,
  document: NormalisedDocument,
  agentFileName: string | undefined,
): DocumentMeta {
  requireRoomForDocuments(database);
  const taken = listDocuments(database, applicationId).map((a) => a.fileName);
  const fileName = documentFileName(role, EXTENSION_OF[document.mediaType], agentFileName, taken);
  return inTransaction(database, () => {
    const meta = insertDocument(database, applicationId, {
      role,
      fileName,
      mediaType: document.mediaType,
      bytes: document.bytes,
      thumbnail: document.thumbnail,
    });
    if (role !== 'additional') markDocumentUnread(database, meta.id);
    return meta;
  });
}
