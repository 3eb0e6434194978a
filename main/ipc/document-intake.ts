import type { AttachmentRole } from '../../shared/draft/draft-body';
import type { AttachmentView } from '../../shared/ipc/views';
import { DocumentError } from '../documents/document-errors';
import { normaliseDocument } from '../documents/normalise';
import { storeNormalised } from '../documents/store-document';
import type { Store } from '../store';
import { attachmentView } from './application-view';
import { HandlerError } from './dispatcher';

export interface IntakeTarget {
  store: Store;
  applicationId: string;
  role: AttachmentRole;
  /** Announces the application's change to the windows. */
  changed: (id: string) => void;
}

/**
 * The one way a document arrives over IPC, whether added, picked or scanned: normalised from its
 * untrusted bytes (a refusal is `invalid_file` naming the file, since several may arrive at once),
 * stored sealed under the agent's file name made safe (its role's name without one), and announced.
 * Undefined when `scan.stillWanted` says no after normalising (a scan cancelled meanwhile): nothing
 * is stored then.
 */
export function takeDocument(target: IntakeTarget, bytes: Buffer, fileName: string | undefined): Promise<AttachmentView>;
export function takeDocument(
  target: IntakeTarget,
  bytes: Buffer,
  fileName: undefined,
  scan: { stillWanted: () => boolean },
): Promise<AttachmentView | undefined>;
export async function takeDocument(
  target: IntakeTarget,
  bytes: Buffer,
  fileName: string | undefined,
  scan?: { stillWanted: () => boolean },
): Promise<AttachmentView | undefined> {
  let document;
  try {
    document = await normaliseDocument(bytes);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    const text = scan ? `The scanned page cannot be used: ${error.message}` : `${fileName ?? ''}: ${error.message}`;
    throw new HandlerError('invalid_file', { fileName: fileName ?? '', why: error.code }, text);
  }
  if (scan && !scan.stillWanted()) return undefined;
  const meta = storeNormalised(target.store, target.applicationId, target.role, document, fileName);
  target.changed(target.applicationId);
  return attachmentView(meta);
}
