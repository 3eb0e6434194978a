import type { AttachmentRole } from '../../../shared/draft/draft-body';
import { requireRoomForDocuments } from '../retention/disk-space';
import { type AttachmentMeta, type Store, StoreError, addAttachment, listAttachments, markDocumentUnread } from '../../store';
import { isEditable, requireStatus } from '../../store/applications/application-rows';
import { inTransaction } from '../../store/transaction';
import { documentFileName } from '../../documents/document-names';
import { EXTENSION_OF } from '../../documents/stored-media-types';
import type { NormalisedDocument } from '../../documents/normalise';

/**
 * Asked before the slow part (normalising, scanning), so the agent hears "not editable" at once;
 * the store checks again in the transaction that inserts.
 */
export function requireEditableApplication(store: Store, applicationId: string): void {
  const status = requireStatus(store, applicationId);
  if (!isEditable(status)) throw new StoreError('not_editable', `the application is ${status}; its files cannot change`);
  requireRoomForDocuments(store);
}

/**
 * Stores a normalised document under the agent's own file name made safe (or its role's name where
 * there is none), with the extension of what it became. Synchronous from reading the names in use
 * to the insert, so two documents added at once cannot both take the same name. An image's
 * thumbnail, made in the gate's run, is stored with it, so a tile never starts a child. An identity
 * document or a bank letter is marked to be read in the same transaction, so none is left unread.
 */
export function storeNormalised(
  store: Store,
  applicationId: string,
  role: AttachmentRole,
  document: NormalisedDocument,
  agentFileName: string | undefined,
): AttachmentMeta {
  requireRoomForDocuments(store);
  const taken = listAttachments(store, applicationId).map((a) => a.fileName);
  const fileName = documentFileName(role, EXTENSION_OF[document.mediaType], agentFileName, taken);
  return inTransaction(store, () => {
    const meta = addAttachment(store, applicationId, {
      role,
      fileName,
      mediaType: document.mediaType,
      bytes: document.bytes,
      thumbnail: document.thumbnail,
    });
    if (role !== 'additional') markDocumentUnread(store, meta.id);
    return meta;
  });
}
