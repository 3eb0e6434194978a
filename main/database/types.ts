import type { StatusReason } from '$shared/messages/status-reasons';
import type { EntityType } from '$shared/entity-types';
import type { Problem } from '$shared/rules/problem';
import type { Settings } from '$shared/wire/settings';

export { APPLICATION_STATUSES, EDITABLE_STATUSES, type ApplicationStatus } from '$shared/application-status';
import type { ApplicationStatus } from '$shared/application-status';

export const ACTORS = ['agent', 'system', 'cli'] as const;
export type Actor = (typeof ACTORS)[number];

export { ATTACHMENT_ROLES, type DocumentRole } from '$shared/draft/draft-body';
import type { DocumentRole } from '$shared/draft/draft-body';

export const ATTEMPT_OUTCOMES = ['submitted', 'rejected', 'unknown', 'not_sent'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export interface ApplicationRecord {
  id: string;
  entityType: EntityType;
  status: ApplicationStatus;
  businessName: string;
  body: unknown;
  problems: Problem[];
  /** Why it is in its status, as a code with parameters (legacy: English text from before migration 007). */
  statusReason: StatusReason | null;
  settingsSnapshotId: number | null;
  merchantId: number | null;
  result: unknown | null;
  /** Counts changes to the body only: a status change by the outbox or a sync does not invalidate an editor. */
  revision: number;
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
  queuedAt: string | null;
  submittedAt: string | null;
}

export interface ApplicationSummary {
  id: string;
  entityType: EntityType;
  status: ApplicationStatus;
  businessName: string;
  merchantId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentMeta {
  id: string;
  applicationId: string;
  role: DocumentRole;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  createdAt: string;
}

export interface SettingsSnapshot {
  id: number;
  keyFingerprint: string;
  settings: Settings;
  fetchedAt: string;
  checkedAt: string;
}

export interface AttemptRecord {
  id: number;
  applicationId: string;
  settingsSnapshotId: number | null;
  path: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: AttemptOutcome | null;
  httpStatus: number | null;
  detail: unknown | null;
}

export type { ReceiptKind, ReceiptLanguage, ReceiptLayout } from '$shared/receipt-options';
import type { ReceiptKind, ReceiptLanguage, ReceiptLayout } from '$shared/receipt-options';

export interface ReceiptRecord {
  id: number;
  applicationId: string;
  printedAt: string;
  layout: ReceiptLayout;
  language: ReceiptLanguage;
  kind: ReceiptKind;
  destination: string | null;
  reprint: boolean;
}

export type AuditAction =
  | 'create'
  | 'save'
  | 'transition'
  | 'send_start'
  | 'send_finish'
  | 'recover'
  | 'delete'
  | 'integrity'
  | 'restore'
  /** The agent confirmed a restored application was not boarded since its backup; their reason is the sealed detail. */
  | 'restore_confirm'
  /** A new application made from a held one's data was held with it (restore-hold.ts, holdWith). */
  | 'hold'
  /** The agent confirmed a confirmable notice when queueing; its reason is the sealed detail. */
  | 'confirm_notice'
  /** A retention purge: its reason gives counts only. */
  | 'purge'
  /** Main rebuilt the fee rows from the settings. */
  | 'fees'
  /** One field changed from the command line (`fieldboard set`). */
  | 'set'
  | 'copy'
  | 'change_type'
  /** Main filled empty fields from a stored document; the reason names the document and the fields. */
  | 'document_fill'
  /** A restore's gate left a document out or normalised it; which and why is the sealed detail (restore-documents.ts). */
  | 'restore_document';

export interface AuditRecord {
  id: number;
  applicationId: string;
  at: string;
  actor: Actor;
  action: AuditAction;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  reason: string;
  /** What a person wrote for this change (sealed at rest), e.g. `{ code, path, reason }` of a confirmed notice; null for most rows. */
  detail: unknown;
}
