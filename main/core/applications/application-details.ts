import { readDraftBody } from '../../../shared/draft';
import { type Store, getApplication, listAttachments, listAttempts, purgeOf, restoreHoldOf } from '../../store';
import { documentFindingsOf, documentsViewOf } from '../documents/document-findings';
import { possibleDuplicates } from './duplicates';
import { noticesOf } from './notices';
import { refusalViews } from '../outbox/refusal-views';

/**
 * One application as support staff read it: the stored record with its documents, attempts,
 * notices, refusals, possible duplicates, purge, restore hold and what its documents say. Undefined when there is none.
 */
export function applicationDetails(store: Store, id: string) {
  const record = getApplication(store, id);
  if (record === undefined) return undefined;
  const attachments = listAttachments(store, id);
  const attempts = listAttempts(store, id);
  const draft = readDraftBody(record.body);
  const found = documentFindingsOf(store, record, draft);
  const notices = noticesOf(store, record, draft, found);
  const refusals = refusalViews(store, id, draft.application);
  const duplicates = possibleDuplicates(store, record, draft);
  const purged = purgeOf(store, id);
  const restoreHold = restoreHoldOf(store, id);
  const documents = documentsViewOf(draft, found);
  return { record, attachments, attempts, notices, refusals, duplicates, purged, restoreHold, documents };
}
