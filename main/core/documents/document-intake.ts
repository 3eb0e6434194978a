import type { DocumentRole } from '$shared/draft/draft-body';
import type { DocumentView } from '$shared/ipc/views';
import { normaliseDocument } from '$main/documents/normalise';
import { storeNormalised } from './store-document';
import type { Database } from '$main/database';
import { documentView } from '../views/application-view';

export interface DocumentTarget {
  database: Database;
  applicationId: string;
  role: DocumentRole;
  /** Starts reading what was stored, in the background (an identity document, a bank letter). */
  readPending?: () => void;
}

/**
 * The one way a document arrives, whether added, picked or scanned: normalised from its untrusted
 * bytes (a refusal throws the documents' DocumentError, with its code), stored sealed under the
 * agent's file name made safe (its role's name without one), and read after the answer
 * (main/core/documents/document-readings.ts). Undefined when
 * `scan.stillWanted` says no after normalising (a scan cancelled meanwhile): nothing is stored then.
 */
export async function addDocument(
  target: DocumentTarget,
  bytes: Buffer,
  fileName: string | undefined,
  scan?: { stillWanted: () => boolean },
): Promise<DocumentView | undefined> {
  const document = await normaliseDocument(bytes);
  if (scan && !scan.stillWanted()) return undefined;
  const meta = storeNormalised(target.database, target.applicationId, target.role, document, fileName);
  target.readPending?.();
  return documentView(meta);
}
