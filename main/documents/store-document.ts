import type { AttachmentRole } from '../../shared/draft/draft-body';
import { requireRoomForDocuments } from '../core/disk-space';
import { type AttachmentMeta, type Store, StoreError, addAttachment, listAttachments } from '../store';
import { isEditable, requireStatus } from '../store/application-rows';
import { documentFileName, nextAdditionalSequence } from './document-names';
import { EXTENSION_OF } from './stored-media-types';
import type { NormalisedDocument } from './normalise';

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
 * Stores a normalised document under its role's name. Synchronous from reading the names in use
 * to the insert, so two additional documents added at once cannot both become `additional-1`.
 */
export function storeNormalised(store: Store, applicationId: string, role: AttachmentRole, document: NormalisedDocument): AttachmentMeta {
  requireRoomForDocuments(store);
  const extension = EXTENSION_OF[document.mediaType];
  const fileName =
    role === 'additional'
      ? documentFileName(role, extension, nextAdditionalSequence(listAttachments(store, applicationId).map((a) => a.fileName)))
      : documentFileName(role, extension);
  return addAttachment(store, applicationId, { role, fileName, mediaType: document.mediaType, bytes: document.bytes });
}
