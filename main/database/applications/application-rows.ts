import type { EntityType } from '$shared/entity-types';
import { type StatusReason, StatusReasonSchema } from '$shared/messages/status-reasons';
import type { Problem } from '$shared/rules/problem';
import { DatabaseError } from '../errors';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';
import { EDITABLE_STATUSES, type ApplicationRecord, type ApplicationStatus, type ApplicationSummary } from '../types';

/** The clear columns of `applications` a record is made of, as SQLite returns them. */
export interface ApplicationRow {
  id: string;
  entity_type: EntityType;
  status: ApplicationStatus;
  business_name: string;
  status_reason: string | null;
  status_reason_code: string | null;
  status_reason_params: string | null;
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

const RECORD_COLUMN_NAMES = [
  'id',
  'entity_type',
  'status',
  'business_name',
  'status_reason',
  'status_reason_code',
  'status_reason_params',
  'settings_snapshot_id',
  'merchant_id',
  'result_json',
  'revision',
  'attempt_count',
  'next_attempt_at',
  'created_at',
  'updated_at',
  'queued_at',
  'submitted_at',
] as const satisfies readonly (keyof ApplicationRow)[];

/** For `SELECT` and `RETURNING` on `applications`: a write hands back the row it wrote, no second read. */
export const RECORD_COLUMNS = RECORD_COLUMN_NAMES.join(', ');

/** The row with its sealed values, which live in application_bodies; null only if that row is missing. */
type SealedApplicationRow = ApplicationRow & { body: Buffer | null; problems: Buffer | null };

const SELECT_WITH_BODY = `SELECT ${RECORD_COLUMN_NAMES.map((name) => `a.${name}`).join(', ')}, b.body, b.problems
  FROM applications AS a LEFT JOIN application_bodies AS b ON b.application_id = a.id
  WHERE a.id = ?`;

export type SummaryRow = Pick<
  ApplicationRow,
  'id' | 'entity_type' | 'status' | 'business_name' | 'merchant_id' | 'created_at' | 'updated_at'
>;

export const SUMMARY_COLUMNS = 'id, entity_type, status, business_name, merchant_id, created_at, updated_at';

export function isEditable(status: ApplicationStatus): boolean {
  return (EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(status);
}

export function selectStatus(database: Database, id: string): ApplicationStatus | undefined {
  const row = cachedStatement(database.db, 'SELECT status FROM applications WHERE id = ?').get(id) as
    { status: ApplicationStatus } | undefined;
  return row?.status;
}

export function requireStatus(database: Database, id: string): ApplicationStatus {
  const status = selectStatus(database, id);
  if (status === undefined) throw new DatabaseError('not_found', `No application ${id}`);
  return status;
}

/** Decrypted; undefined for an unknown id. Throws DecryptionError if a sealed value does not open. */
export function readApplication(database: Database, id: string): ApplicationRecord | undefined {
  const row = cachedStatement(database.db, SELECT_WITH_BODY).get(id) as SealedApplicationRow | undefined;
  if (row === undefined) return undefined;
  // Every application is created with its body row and loses it only with itself; never show one blank.
  if (row.body === null || row.problems === null) throw new Error(`Application ${id} has no stored body`);
  return toRecord(
    row,
    database.cipher.openJson(row.body, purpose.applicationBody(id)),
    database.cipher.openJson(row.problems, purpose.applicationProblems(id)) as Problem[],
  );
}

/**
 * The record of `row` whose body is the value of `json`, parsed on first read: a write returns
 * the body it sealed, parsed from that very text (not the caller's object, which it may go on
 * changing and which JSON would have rewritten: dates, undefined…), and an autosave's caller
 * mostly wants the revision, so the parse is then never paid. Nothing outlives the record.
 *
 * One getter and setter serve every record, and the text waits under a symbol: a getter closed
 * over each record's text gave each record a hidden class of its own, which V8 keeps reachable
 * from the shared one until a full collection, so every autosave's record and body text outlived
 * the young generation. The getter is added to a record that has no `body` yet: turning a data
 * property into an accessor gives every record a dictionary of its own.
 */
export function lazyRecord(row: ApplicationRow, json: string, problems: Problem[]): ApplicationRecord {
  const record = recordWithoutBody(row, problems);
  Object.defineProperty(record, 'body', LAZY_BODY);
  Object.defineProperty(record, PENDING_BODY, { value: json, enumerable: false, writable: true, configurable: true });
  return record as ApplicationRecord;
}

const PENDING_BODY = Symbol('pending body JSON');

type Pending = { [PENDING_BODY]?: string };

function settleBody(record: Pending, value: unknown): void {
  Object.defineProperty(record, 'body', { value, enumerable: true, writable: true, configurable: true });
  delete record[PENDING_BODY];
}

const LAZY_BODY: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: Pending) {
    const value: unknown = JSON.parse(this[PENDING_BODY]!);
    settleBody(this, value);
    return value;
  },
  set(this: Pending, value: unknown) {
    settleBody(this, value);
  },
};

export function toRecord(row: ApplicationRow, body: unknown, problems: Problem[]): ApplicationRecord {
  const record = recordWithoutBody(row, problems) as ApplicationRecord;
  record.body = body;
  return record;
}

function recordWithoutBody(row: ApplicationRow, problems: Problem[]): Omit<ApplicationRecord, 'body'> {
  return {
    id: row.id,
    entityType: row.entity_type,
    status: row.status,
    businessName: row.business_name,
    problems,
    statusReason: statusReasonOf(row),
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

/**
 * The stored reason as a code. A row whose code does not parse (written by hand, or a code a
 * later build removed) shows its clear text as a legacy reason rather than failing the read.
 */
function statusReasonOf(row: ApplicationRow): StatusReason | null {
  if (row.status_reason_code === null) return row.status_reason === null ? null : { code: 'legacy', params: { text: row.status_reason } };
  let params: unknown;
  try {
    params = JSON.parse(row.status_reason_params ?? '{}');
  } catch {
    params = undefined;
  }
  const parsed = StatusReasonSchema.safeParse({ code: row.status_reason_code, params });
  if (parsed.success) return parsed.data;
  return { code: 'legacy', params: { text: row.status_reason ?? row.status_reason_code } };
}
