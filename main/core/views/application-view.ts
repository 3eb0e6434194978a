import { type DraftBody, readDraftBody } from '$shared/draft';
import type { ApplicationView, DocumentView, AttemptView, SavedDraftView, SubmissionResultView } from '$shared/ipc/views';
import type { AttemptSummary } from '$shared/messages/attempt-summaries';
import { NOT_SENT_WHY, UNKNOWN_WHY } from '$shared/messages/status-reasons';
import type { StoreMismatch } from '$shared/messages/store-mismatch';
import { noticesOf } from '../applications/notices';
import { refusalViews } from '../outbox/refusal-views';
import type { SubmissionResult } from '$main/database/outbox/submission-result';
import { copyOfFor } from './copy-of';
import { documentFindingsOf, documentsViewOf } from '../documents/document-findings';
import {
  type ApplicationRecord,
  type DocumentMeta,
  type AttemptRecord,
  type Database,
  DatabaseError,
  copyOrigins,
  getApplication,
  listDocuments,
  purgeOf,
  restoreHoldOf,
} from '$main/database';

/** An application as the renderer sees it: its draft, problems, files (without bytes) and outcome. */
export function applicationView(database: Database, id: string): ApplicationView {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `no application ${id}`);
  const draft = readDraftBody(record.body);
  const documents = documentFindingsOf(database, record, draft);
  return {
    id: record.id,
    entityType: record.entityType,
    status: record.status,
    businessName: record.businessName,
    merchantId: record.merchantId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    revision: record.revision,
    draft,
    problems: record.problems,
    notices: noticesOf(database, record, draft, documents),
    statusReason: record.statusReason,
    result: resultView(record.result as SubmissionResult | null),
    attachments: listDocuments(database, id).map(documentView),
    documents: documentsViewOf(draft, documents),
    queuedAt: record.queuedAt,
    submittedAt: record.submittedAt,
    nextAttemptAt: record.nextAttemptAt,
    attemptCount: record.attemptCount,
    refusals: refusalViews(database, id, draft.application),
    purged: purgeOf(database, id),
    restoreHold: restoreHoldOf(database, id),
    copyOf: copyOfFor(copyOrigins(database, [id]).get(id), record.businessName),
  };
}

/**
 * An autosave's answer, from the record the save returned and the draft it saved: nothing read
 * back or decrypted, no draft or file list rebuilt for an editor that already has them (the whole
 * view cost a read, two decryptions, the files' query and the draft's validation against the
 * contract on every keystroke's save).
 */
export function savedDraftView(database: Database, record: ApplicationRecord, draft: DraftBody): SavedDraftView {
  const documents = documentFindingsOf(database, record, draft);
  return {
    id: record.id,
    revision: record.revision,
    status: record.status,
    statusReason: record.statusReason,
    businessName: record.businessName,
    updatedAt: record.updatedAt,
    nextAttemptAt: record.nextAttemptAt,
    problems: record.problems,
    notices: noticesOf(database, record, draft, documents),
    refusals: refusalViews(database, record.id, draft.application),
    documents: documentsViewOf(draft, documents),
  };
}

/** A stored file as the renderer lists it: no bytes, no hash. */
export function documentView(meta: DocumentMeta): DocumentView {
  return { id: meta.id, role: meta.role, fileName: meta.fileName, mediaType: meta.mediaType, size: meta.size, createdAt: meta.createdAt };
}

/** A stored result; a mismatch note stored as English before notes were codes is shown as stored. */
function resultView(result: SubmissionResult | null): SubmissionResultView | null {
  if (result === null) return null;
  const note = result.storeMismatch;
  const storeMismatch: StoreMismatch | null = typeof note === 'string' ? { code: 'legacy', params: { text: note } } : note;
  return { ...result, storeMismatch };
}

/** One row per attempt: what happened as a code the outbox words, and the service's own words beside it. */
export function attemptView(attempt: AttemptRecord): AttemptView {
  const detail = (attempt.detail ?? {}) as { reason?: string; message?: string; failure?: { reason?: string } | null };
  return {
    id: attempt.id,
    startedAt: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    outcome: attempt.outcome,
    httpStatus: attempt.httpStatus,
    summary: attemptSummary(attempt, detail),
    serviceText: attempt.outcome === 'rejected' && typeof detail.message === 'string' && detail.message !== '' ? detail.message : null,
  };
}

function attemptSummary(attempt: AttemptRecord, detail: { reason?: string; failure?: { reason?: string } | null }): AttemptSummary {
  switch (attempt.outcome) {
    case 'submitted':
      return { code: 'created', params: {} };
    case 'rejected':
      return { code: 'refused', params: {} };
    case 'not_sent':
      // A request that reached the service and was not processed (401, 404, 429) has a status.
      if (attempt.httpStatus !== null) return { code: 'not_processed', params: { httpStatus: attempt.httpStatus } };
      return { code: 'not_sent', params: { why: oneOf(NOT_SENT_WHY, detail.failure?.reason) } };
    case 'unknown':
      return { code: 'unknown', params: { why: oneOf(UNKNOWN_WHY, detail.reason ?? detail.failure?.reason ?? 'lost') } };
    default:
      return { code: 'pending', params: {} };
  }
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T {
  return values.includes(value as T) ? (value as T) : ('other' as T);
}
