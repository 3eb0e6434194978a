import { type DraftBody, resolveAttachments } from '../../shared/draft';
import { type Store, getAttachment } from '../store';

/**
 * The application exactly as it goes on the wire: every attachment reference replaced by the
 * file's bytes in base64 and its stored name (§2.8). Read at the last moment, so the bytes are
 * decrypted only while a request is being built.
 */
export function buildSubmissionBody(store: Store, draft: DraftBody): unknown {
  return resolveAttachments(draft.application, (ref) => {
    const found = getAttachment(store, ref.attachmentId);
    return found === undefined ? undefined : { File: found.bytes.toString('base64'), Filename: found.meta.fileName };
  });
}
