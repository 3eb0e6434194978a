import { readDraftBody } from '$shared/draft';
import { type Database, getApplication, listDocuments, listAttempts, purgeOf, restoreHoldOf } from '$main/database';
import { documentFindingsOf, documentsViewOf } from '../documents/document-findings';
import { possibleDuplicates } from './duplicates';
import { noticesOf } from './notices';
import { refusalViews } from '../outbox/refusal-views';

/**
 * One application as support staff read it: the stored record with its documents, attempts,
 * notices, refusals, possible duplicates, purge, restore hold and what its documents say. Undefined when there is none.
 */
export function applicationDetails(database: Database, id: string) {
  const record = getApplication(database, id);
  if (record === undefined) return undefined;
  const attachments = listDocuments(database, id);
  const attempts = listAttempts(database, id);
  const draft = readDraftBody(record.body);
  const found = documentFindingsOf(database, record, draft);
  const notices = noticesOf(database, record, draft, found);
  const refusals = refusalViews(database, id, draft.application);
  const duplicates = possibleDuplicates(database, record, draft);
  const purged = purgeOf(database, id);
  const restoreHold = restoreHoldOf(database, id);
  const documents = documentsViewOf(draft, found);
  return { record, attachments, attempts, notices, refusals, duplicates, purged, restoreHold, documents };
}
