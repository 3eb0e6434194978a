import { readDraftBody } from '../../shared/draft';
import type { ApplicationView, AttachmentView, AttemptView } from '../../shared/ipc/views';
import { noticesOf } from '../core/notices';
import { refusalViews } from '../core/refusal-views';
import type { SubmissionResult } from '../core/submission-result';
import { type AttachmentMeta, type AttemptRecord, type Store, StoreError, getApplication, listAttachments } from '../store';

/** An application as the renderer sees it: its draft, problems, files (without bytes) and outcome. */
export function applicationView(store: Store, id: string): ApplicationView {
  const record = getApplication(store, id);
  if (record === undefined) throw new StoreError('not_found', `no application ${id}`);
  const draft = readDraftBody(record.body);
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
    notices: noticesOf(store, record, draft),
    statusReason: record.statusReason,
    result: (record.result as SubmissionResult | null) ?? null,
    attachments: listAttachments(store, id).map(attachmentView),
    queuedAt: record.queuedAt,
    submittedAt: record.submittedAt,
    nextAttemptAt: record.nextAttemptAt,
    attemptCount: record.attemptCount,
    refusals: refusalViews(store, id, draft.application),
  };
}

/** A stored file as the renderer lists it: no bytes, no hash. */
export function attachmentView(meta: AttachmentMeta): AttachmentView {
  return { id: meta.id, role: meta.role, fileName: meta.fileName, mediaType: meta.mediaType, size: meta.size, createdAt: meta.createdAt };
}

/** One line per attempt, in the words the outbox screen shows. */
export function attemptView(attempt: AttemptRecord): AttemptView {
  const detail = (attempt.detail ?? {}) as { reason?: string; message?: string; failure?: { message?: string } | null };
  const summary =
    attempt.outcome === 'submitted'
      ? 'created'
      : attempt.outcome === 'rejected'
        ? `refused: ${detail.message ?? 'see the reasons'}`
        : attempt.outcome === 'not_sent'
          ? `not sent: ${detail.failure?.message ?? (attempt.httpStatus ? `HTTP ${attempt.httpStatus}` : 'no connection')}`
          : attempt.outcome === 'unknown'
            ? `outcome unknown: ${detail.reason ?? detail.failure?.message ?? 'the answer was lost'}`
            : 'in progress';
  return {
    id: attempt.id,
    startedAt: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    outcome: attempt.outcome,
    httpStatus: attempt.httpStatus,
    summary,
  };
}
