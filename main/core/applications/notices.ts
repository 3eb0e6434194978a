import { type DraftBody, draftNotices, readDraftBody } from '$shared/draft';
import { type Notice, dedupeNotices } from '$shared/rules/notice';
import type { ApplicationRecord, Database } from '$main/database';
import { type DocumentFinding, documentFindingsOf } from '../documents/document-findings';
import { duplicateNotices } from './duplicates';
import { keptOutNotices } from '../backup/restore-notices';

/**
 * Where an application's notices come from. The shared rules give those that need only the
 * application (a kennitala that cannot be verified, an account of another holder); a source that
 * needs the store (another application for the same merchant) is added to `NOTICE_SOURCES`. What the
 * identity document and the bank's letter say against the form comes last, from their findings
 * (shared/documents/), which a view that also shows the documents computes once and passes in.
 * Whatever the source, notices behave alike: shown everywhere, never blocking, and those whose
 * code is in `CONFIRMABLE_NOTICE_CODES` must be confirmed with a reason to queue.
 */
export type NoticeSource = (database: Database, record: ApplicationRecord, draft: DraftBody) => Notice[];

const sharedRuleNotices: NoticeSource = (_store, record, draft) => draftNotices(record.entityType, draft);

const NOTICE_SOURCES: readonly NoticeSource[] = [sharedRuleNotices, duplicateNotices, keptOutNotices];

/** Every notice of a stored application, in source order, once each. */
export function noticesOf(
  database: Database,
  record: ApplicationRecord,
  draft: DraftBody = readDraftBody(record.body),
  documents: readonly DocumentFinding[] = documentFindingsOf(database, record, draft),
): Notice[] {
  const fromSources = NOTICE_SOURCES.flatMap((source) => source(database, record, draft));
  return dedupeNotices([...fromSources, ...documents.flatMap(({ findings }) => findings.notices)]);
}
