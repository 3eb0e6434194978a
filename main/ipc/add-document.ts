import type { AttachmentView } from '../../shared/ipc/views';
import { type CoreRequests, DocumentError, type DocumentTarget } from '../core';
import { HandlerError } from './dispatcher';

/**
 * A document taken in over IPC (added, picked or scanned) through the core's intake; a refusal is
 * `invalid_file` naming the file, since several may arrive at once.
 */
export function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'store'>,
  bytes: Buffer,
  fileName: string | undefined,
): Promise<AttachmentView>;
export function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'store'>,
  bytes: Buffer,
  fileName: undefined,
  scan: { stillWanted: () => boolean },
): Promise<AttachmentView | undefined>;
export async function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'store'>,
  bytes: Buffer,
  fileName: string | undefined,
  scan?: { stillWanted: () => boolean },
): Promise<AttachmentView | undefined> {
  try {
    return await documents.add(target, bytes, fileName, scan);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    const text = scan ? `The scanned page cannot be used: ${error.message}` : `${fileName ?? ''}: ${error.message}`;
    throw new HandlerError('invalid_file', { fileName: fileName ?? '', why: error.code }, text);
  }
}
