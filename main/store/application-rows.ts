import type { EntityType } from '../../shared/entity-types';
import type { Problem } from '../../shared/rules/problem';
import { StoreError } from './errors';
import type { Store } from './open-store';
import { purpose } from './purposes';
import { EDITABLE_STATUSES, type ApplicationRecord, type ApplicationStatus, type ApplicationSummary } from './types';

/** Columns of `applications` as SQLite returns them. */
export interface ApplicationRow {
  id: string;
  entity_type: EntityType;
  status: ApplicationStatus;
  business_name: string;
  body: Buffer;
  problems: Buffer;
  status_reason: string | null;
  settings_snapshot_id: number | null;
  merchant_id: number | null;
  result_json: string | null;
  revision: number;
  attempt_count: number;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  queued_at: string | null;
  submitted_at: string | null;
}

export type SummaryRow = Pick<
  ApplicationRow,
  'id' | 'entity_type' | 'status' | 'business_name' | 'merchant_id' | 'created_at' | 'updated_at'
>;

export const SUMMARY_COLUMNS = 'id, entity_type, status, business_name, merchant_id, created_at, updated_at';

export function isEditable(status: ApplicationStatus): boolean {
  return (EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** The search key of a business name: case-folded, composed, so `ÞÓR` finds `Þórsbúð`. */
export function foldName(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

export function selectApplicationRow(store: Store, id: string): ApplicationRow | undefined {
  return store.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as ApplicationRow | undefined;
}

export function selectStatus(store: Store, id: string): ApplicationStatus | undefined {
  const row = store.db.prepare('SELECT status FROM applications WHERE id = ?').get(id) as { status: ApplicationStatus } | undefined;
  return row?.status;
}

export function requireStatus(store: Store, id: string): ApplicationStatus {
  const status = selectStatus(store, id);
  if (status === undefined) throw new StoreError('not_found', `No application ${id}`);
  return status;
}

export function toRecord(store: Store, row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    entityType: row.entity_type,
    status: row.status,
    businessName: row.business_name,
    body: store.cipher.openJson(row.body, purpose.applicationBody(row.id)),
    problems: store.cipher.openJson(row.problems, purpose.applicationProblems(row.id)) as Problem[],
    statusReason: row.status_reason,
    settingsSnapshotId: row.settings_snapshot_id,
    merchantId: row.merchant_id,
    result: row.result_json === null ? null : (JSON.parse(row.result_json) as unknown),
    revision: row.revision,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    queuedAt: row.queued_at,
    submittedAt: row.submitted_at,
  };
}

export function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    entityType: row.entity_type,
    status: row.status,
    businessName: row.business_name,
    merchantId: row.merchant_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
