import type { DocumentView } from '$shared/ipc/views';
import { type CoreRequests, DocumentError, type DocumentTarget, detectFormat } from '$main/core';
import { HandlerError } from './dispatcher';

/**
 * A document taken in over IPC (added, picked or scanned) through the core's intake; a refusal is
 * `invalid_file` naming the file to the agent, since several may arrive at once. Its text, which
 * goes to the log, says the file's size and the type read from its bytes, never its name: the
 * agent's file names often hold the person's name and number.
 */
export function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'database'>,
  bytes: Buffer,
  fileName: string | undefined,
): Promise<DocumentView>;
export function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'database'>,
  bytes: Buffer,
  fileName: undefined,
  scan: { stillWanted: () => boolean },
): Promise<DocumentView | undefined>;
export async function addDocumentOrRefuse(
  documents: CoreRequests['documents'],
  target: Omit<DocumentTarget, 'database'>,
  bytes: Buffer,
  fileName: string | undefined,
  scan?: { stillWanted: () => boolean },
): Promise<DocumentView | undefined> {
  try {
    return await documents.add(target, bytes, fileName, scan);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    const what = `${scan ? 'a scanned page' : 'a file'} of ${bytes.length} bytes read as ${detectFormat(bytes)}`;
    const text = `${what} cannot be used: ${error.message}`;
    throw new HandlerError('invalid_file', { fileName: fileName ?? '', why: error.code }, text);
  }
}
