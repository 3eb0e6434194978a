import { type DocumentRole, documentRefsOf } from '$shared/draft/draft-body';
import { notice } from '$shared/rules/notice';
import type { PathSegment } from '$shared/rules/problem';
import { documentsKeptOutOf } from '$main/database';
import type { NoticeSource } from '../applications/notices';

/** Where the editor shows a document of each role: a single slot, or the list of additional documents. */
const SLOT_OF: Record<DocumentRole, PathSegment[]> = {
  identification: ['applicant', 'identificationAttachment'],
  bankConfirmation: ['bankAccount', 'bankAccountConfirmationAttachment'],
  additional: ['additionalAttachments'],
};

/**
 * A document the restore left out (main/database/backup/restore-documents.ts), said on its slot for as long
 * as the draft still points to it: until the agent adds another or removes it. An application
 * already sent keeps the reference, so its record says the document was left out.
 */
export const keptOutNotices: NoticeSource = (database, record, draft) => {
  const keptOut = documentsKeptOutOf(database, record.id);
  if (keptOut.length === 0) return [];
  const referenced = new Set(documentRefsOf(draft.application));
  return keptOut
    .filter((document) => referenced.has(document.attachmentId))
    .map((document) =>
      notice(
        SLOT_OF[document.role],
        'document_kept_out',
        `this document was left out when the backup was restored: the document checks refused it (${document.why ?? 'corrupt'}); add it again`,
        { why: document.why ?? 'corrupt' },
      ),
    );
};
