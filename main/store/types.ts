import type { EntityType } from '../../shared/entity-types';
import type { Problem } from '../../shared/rules/problem';
import type { Settings } from '../../shared/wire/settings';

export const APPLICATION_STATUSES = [
  'draft',
  'ready',
  'queued',
  'sending',
  'submitted',
  'rejected',
  'unknown_outcome',
  'needs_attention',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses in which the agent may change the body; anything later belongs to the outbox. */
export const EDITABLE_STATUSES = ['draft', 'ready', 'needs_attention', 'rejected'] as const satisfies readonly ApplicationStatus[];

export const ACTORS = ['agent', 'system', 'cli'] as const;
export type Actor = (typeof ACTORS)[number];

export const ATTACHMENT_ROLES = ['identification', 'bankConfirmation', 'additional'] as const;
export type AttachmentRole = (typeof ATTACHMENT_ROLES)[number];

export const ATTEMPT_OUTCOMES = ['submitted', 'rejected', 'unknown', 'not_sent'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export interface ApplicationRecord {
  id: string;
  entityType: EntityType;
  status: ApplicationStatus;
  businessName: string;
  body: unknown;
  problems: Problem[];
  statusReason: string | null;
  settingsSnapshotId: number | null;
  merchantId: number | null;
  result: unknown | null;
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

export interface AttachmentMeta {
  id: string;
  applicationId: string;
  role: AttachmentRole;
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

export type ReceiptLayout = 'a4' | 'roll80';
export type ReceiptLanguage = 'en' | 'is';
export type ReceiptKind = 'print' | 'pdf' | 'html';

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

export type AuditAction = 'create' | 'save' | 'transition' | 'send_start' | 'send_finish' | 'recover' | 'delete';

export interface AuditRecord {
  id: number;
  applicationId: string;
  at: string;
  actor: Actor;
  action: AuditAction;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  reason: string;
}
