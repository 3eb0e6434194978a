import { randomUUID } from 'node:crypto';
import { isEntityType, type EntityType } from '$shared/entity-types';
import { foldForSearch } from '$shared/fold';
import type { Problem } from '$shared/rules/problem';
import { type ApplicationRow, isEditable, lazyRecord, readApplication, RECORD_COLUMNS, toRecord } from './application-rows';
import { rowIntact, sealState, stateIntact, stateMacOf } from './application-state-seal';
import { insertAudit } from '../audit-repo';
import { DatabaseError } from '../errors';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { indexBody } from '../search/search-index';
import { eraseDeleted } from '../retention/secure-delete';
import { cachedStatement, cachedTransaction, getRow } from '../statements';
import { problemsToWrite } from './kept-problems';
import type { Actor, ApplicationRecord, ApplicationStatus, AuditAction } from '../types';

// The outbox half of the applications API lives in its own files; callers import it from here.
export { countAwaitingSend, listApplications, listDue, type ApplicationListQuery, type ApplicationList } from './applications-list';
export {
  assertMayQueue,
  beginSending,
  finishAttempt,
  recoverInterruptedSends,
  transition,
  type AttemptFinish,
  type StatusChange,
} from '../outbox/application-transitions';

export interface NewApplication {
  entityType: EntityType;
  body: unknown;
  businessName: string;
  actor: Actor;
  /** The create audit row's reason; fixed wording, no personal data. */
  reason?: string;
  /** Sealed in the create audit row: what a person or the copy wrote that may name someone. */
  detail?: unknown;
}

// The sealed values live in a table of their own (migration 002), so listing never reads them.
const INSERT_BODY = 'INSERT INTO application_bodies (application_id, body, problems) VALUES (?, ?, ?)';
const UPDATE_BODY = 'UPDATE application_bodies SET body = ?, problems = ? WHERE application_id = ?';
const UPDATE_BODY_KEEPING_PROBLEMS = 'UPDATE application_bodies SET body = ? WHERE application_id = ?';

/** A new draft, revision 1. The body is whatever the agent has typed so far; drafts are not validated. */
export function createApplication(database: Database, input: NewApplication): ApplicationRecord {
  if (!isEntityType(input.entityType)) throw new DatabaseError('invalid_input', `Unknown entity type ${String(input.entityType)}`);
  const id = randomUUID();
  const now = database.now().toISOString();
  const bodyJson = JSON.stringify(input.body ?? null);
  const body = database.cipher.seal(bodyJson, purpose.applicationBody(id));
  const problems = database.cipher.seal('[]', purpose.applicationProblems(id));
  const row = database.db
    .transaction(() => {
      const inserted = cachedStatement(
        database.db,
        `INSERT INTO applications (id, entity_type, status, business_name, business_name_folded, revision, created_at, updated_at)
         VALUES (?, ?, 'draft', ?, ?, 1, ?, ?)
         RETURNING ${RECORD_COLUMNS}`,
      ).get(id, input.entityType, input.businessName, foldForSearch(input.businessName), now, now) as ApplicationRow;
      cachedStatement(database.db, INSERT_BODY).run(id, body, problems);
      indexBody(database, id, input.entityType, input.businessName, input.body);
      sealState(database.db, database.stateMac, id);
      insertAudit(
        database,
        {
          applicationId: id,
          actor: input.actor,
          action: 'create',
          from: null,
          to: 'draft',
          reason: input.reason ?? 'created',
          detail: input.detail,
        },
        now,
      );
      return inserted;
    })
    .immediate();
  return toRecord(row, JSON.parse(bodyJson) as unknown, []);
}

/** What a save decides from the facts of the row it read: the name, status and problems it writes beside the body. */
export interface SaveDecision {
  businessName: string;
  status: 'draft' | 'ready';
  problems: Problem[];
}

/**
 * What validating an edit needs from the database besides the draft, nothing decrypted: the entity
 * type, and a key that changes whenever the stored files do: their ids (a stored file never
 * changes, so its id says when the files did). The ids come in the index's order, not sorted: a
 * key only has to differ when the files differ, and sorting them needed a temporary B-tree on
 * every keystroke. An order that changed by itself would cost one full validation, never a wrong one.
 */
export interface EditFacts {
  entityType: EntityType;
  filesKey: string;
}

interface SaveCommon {
  body: unknown;
  settingsSnapshotId: number | null;
  /** The revision the editor loaded; a save over someone else's newer save is refused. */
  expectedRevision?: number;
  actor: Actor;
  /** An audit row recording why main itself changed the body (fee rows from new settings, a `set` from the command line). */
  note?: { action: AuditAction; reason: string };
}

export interface DraftSave extends SaveCommon, SaveDecision {}

/** A save whose name, status and problems are decided from the facts of the row it reads (saveAndValidate validates there). */
export interface DraftEdit extends SaveCommon {
  decide(facts: EditFacts): SaveDecision;
  /** `body` as JSON, when the caller already made it (draftJson): JSON.stringify's text for it. */
  bodyJson?: string;
}

/**
 * The autosave's UPDATE, in two spellings: `status` is set only when it changes, because setting
 * a column, even to the value it holds, rewrites its index entry, a page more per save. The state
 * MAC is computed beforehand from the row read at the start and the values written, and stored by
 * this same statement (no read-back, no second UPDATE).
 */
function saveSql(statusChanged: boolean): string {
  const status = statusChanged ? 'status = ?, status_reason = NULL, status_reason_code = NULL, status_reason_params = NULL,' : '';
  return `UPDATE applications SET
            ${status} business_name = ?, business_name_folded = ?, settings_snapshot_id = ?,
            revision = revision + 1, updated_at = ?, next_attempt_at = NULL, state_mac = ?
          WHERE id = ? AND revision = ?`;
}
const SAVE_KEEPING_STATUS = saveSql(false);
const SAVE_CHANGING_STATUS = saveSql(true);

/**
 * Replaces the body, problems, name and settings snapshot, and bumps the revision, in one
 * transaction. The JSON is built and sealed before the write lock is taken; the record returned
 * holds the body as stored (parsed from the text just sealed, when first read), not the caller's object.
 */
export function saveDraft(database: Database, id: string, input: DraftSave): ApplicationRecord {
  assertSavedStatus(input.status);
  const decision: SaveDecision = { businessName: input.businessName, status: input.status, problems: input.problems };
  return saveEdit(database, id, { ...input, decide: () => decision });
}

/**
 * saveDraft whose name, status and problems are decided under the save's lock from its one read
 * of the row (the entity type, the files' key): a save reads its application once. The body's
 * JSON is built and sealed before the lock is taken, the problems once `decide` has given them.
 */
export function saveEdit(database: Database, id: string, input: DraftEdit): ApplicationRecord {
  const now = database.now().toISOString();
  const bodyJson = input.bodyJson ?? JSON.stringify(input.body ?? null);
  const body = database.cipher.seal(bodyJson, purpose.applicationBody(id));
  const { row, problemsJson } = cachedTransaction(database.db, writeDraft).immediate(database, id, input, now, body);
  return lazyRecord(row, bodyJson, JSON.parse(problemsJson) as Problem[]);
}

function assertSavedStatus(status: string): void {
  if (status !== 'draft' && status !== 'ready') {
    throw new DatabaseError('invalid_input', `A saved draft is 'draft' or 'ready', not ${String(status)}`);
  }
}

/**
 * What a save reads, once: the record's columns and the rest of the state its MAC covers, with
 * the body; the stored files' ids (EditFacts) and the search index's digest (indexBody).
 */
const SELECT_FOR_SAVE = `SELECT ${RECORD_COLUMNS}, resend_barred, restore_hold, state_mac, b.body, b.problems,
    (SELECT group_concat(f.id, ' ') FROM attachments AS f WHERE f.application_id = a.id) AS files,
    d.version AS index_version, d.digest AS index_digest
  FROM applications AS a
  LEFT JOIN application_bodies AS b ON b.application_id = a.id
  LEFT JOIN search_digest AS d ON d.application_id = a.id
  WHERE a.id = ?`;

type StateRow = ApplicationRow & { resend_barred: number; restore_hold: string | null };

type RowForSave = StateRow & {
  state_mac: Buffer | null;
  body: Buffer | null;
  problems: Buffer | null;
  files: string | null;
  index_version: number | null;
  index_digest: string | null;
};

/** saveEdit's transaction: the row read, checked and written under one write lock. */
function writeDraft(
  database: Database,
  id: string,
  input: DraftEdit,
  now: string,
  body: Buffer,
): { row: ApplicationRow; problemsJson: string } {
  const current = getRow<RowForSave>(cachedStatement(database.db, SELECT_FOR_SAVE), id);
  if (current === undefined) throw new DatabaseError('not_found', `No application ${id}`);
  if (!isEditable(current.status)) {
    throw new DatabaseError(
      'not_editable',
      `Application ${id} is ${current.status}; only draft, ready, needs_attention or rejected can be edited`,
    );
  }
  // Editing is the way to ready and then queued: a state changed behind our back is refused here,
  // and the new MAC is computed only over a state that verified, so a save never launders one.
  if (!rowIntact(database.stateMac, current, current.body)) {
    throw new DatabaseError('tampered', `Application ${id} failed its integrity check; it cannot be edited`);
  }
  if (input.expectedRevision !== undefined && input.expectedRevision !== current.revision) {
    throw new DatabaseError(
      'revision_conflict',
      `Application ${id} is at revision ${current.revision}, not ${input.expectedRevision}: it was changed elsewhere`,
    );
  }
  const decision = input.decide({ entityType: current.entity_type, filesKey: current.files ?? '' });
  assertSavedStatus(decision.status);
  const problemsJson = JSON.stringify(decision.problems);
  const problems = problemsToWrite(database, id, problemsJson, current.problems);
  // A refused application stays `rejected`, with its reasons, until the agent queues it again.
  const target = current.status === 'rejected' ? 'rejected' : decision.status;
  const statusChanged = current.status !== target;
  const saved = savedRow(current, {
    status: target,
    businessName: decision.businessName,
    settingsSnapshotId: input.settingsSnapshotId,
    now,
    statusChanged,
  });
  const mac = stateMacOf(database.stateMac, saved, body);
  const folded = foldForSearch(decision.businessName);
  // In saveSql's order, the status first where it is set (better-sqlite3 binds `?` by position, faster than by name).
  const values = [decision.businessName, folded, input.settingsSnapshotId, now, mac, id, current.revision] as const;
  const updated = statusChanged
    ? cachedStatement(database.db, SAVE_CHANGING_STATUS).run(target, ...values)
    : cachedStatement(database.db, SAVE_KEEPING_STATUS).run(...values);
  if (updated.changes !== 1) throw new Error(`application ${id} changed inside its own transaction`);
  if (problems === undefined) cachedStatement(database.db, UPDATE_BODY_KEEPING_PROBLEMS).run(body, id);
  else cachedStatement(database.db, UPDATE_BODY).run(body, problems, id);
  const indexed =
    current.index_version === null || current.index_digest === null
      ? null
      : { version: current.index_version, digest: current.index_digest };
  indexBody(database, id, current.entity_type, decision.businessName, input.body, indexed);
  if (input.note !== undefined) {
    const { action, reason } = input.note;
    insertAudit(database, { applicationId: id, actor: input.actor, action, from: current.status, to: target, reason }, now);
  }
  if (statusChanged) {
    const reason = `saved as ${target}`;
    insertAudit(database, { applicationId: id, actor: input.actor, action: 'save', from: current.status, to: target, reason }, now);
  }
  return { row: saved, problemsJson };
}

/**
 * The row as a save leaves it: its MAC is computed from it, and the record is made of it. Written
 * out column by column: copying the read row with a spread or a rest pattern took about as long
 * as the MAC of its state (the row SQLite hands back has two dozen columns).
 */
function savedRow(
  read: RowForSave,
  change: { status: ApplicationStatus; businessName: string; settingsSnapshotId: number | null; now: string; statusChanged: boolean },
): StateRow {
  const keepReason = !change.statusChanged;
  return {
    id: read.id,
    entity_type: read.entity_type,
    status: change.status,
    business_name: change.businessName,
    status_reason: keepReason ? read.status_reason : null,
    status_reason_code: keepReason ? read.status_reason_code : null,
    status_reason_params: keepReason ? read.status_reason_params : null,
    settings_snapshot_id: change.settingsSnapshotId,
    merchant_id: read.merchant_id,
    result_json: read.result_json,
    revision: read.revision + 1,
    attempt_count: read.attempt_count,
    next_attempt_at: null,
    created_at: read.created_at,
    updated_at: change.now,
    queued_at: read.queued_at,
    submitted_at: read.submitted_at,
    resend_barred: read.resend_barred,
    restore_hold: read.restore_hold,
  };
}

/** Decrypted; throws DecryptionError if the sealed columns do not open (never returns them blank). */
export function getApplication(database: Database, id: string): ApplicationRecord | undefined {
  return readApplication(database, id);
}

/**
 * Deletes an application the agent can still change (draft, ready, needs_attention, rejected):
 * its body, documents, refusals, attempts and receipts go with it (ON DELETE CASCADE); the audit
 * trail keeps the id, the type, the time and who, and nothing personal. Submitted, sending,
 * queued and unknown-outcome applications are refused, each with why: the service has, or may
 * have, the merchant, and the row is the only link to it.
 */
export function deleteApplication(database: Database, id: string, actor: Actor, expectedRevision?: number): void {
  const now = database.now().toISOString();
  database.db
    .transaction(() => {
      const row = cachedStatement(database.db, 'SELECT status, entity_type, merchant_id, revision FROM applications WHERE id = ?').get(
        id,
      ) as { status: ApplicationStatus; entity_type: EntityType; merchant_id: number | null; revision: number } | undefined;
      if (row === undefined) throw new DatabaseError('not_found', `No application ${id}`);
      if (!isEditable(row.status))
        throw new DatabaseError('not_deletable', `Application ${id} is ${row.status}: ${NOT_DELETABLE_WHY[row.status]}`, row.status);
      if (row.merchant_id !== null) {
        throw new DatabaseError(
          'not_deletable',
          `Application ${id} has merchant ${row.merchant_id} at the service; it cannot be deleted`,
          'submitted',
        );
      }
      // The agent confirmed deleting what they saw: a change made since (another window, the command line) is a conflict.
      if (expectedRevision !== undefined && row.revision !== expectedRevision) {
        throw new DatabaseError('revision_conflict', `Application ${id} is at revision ${row.revision}, not ${expectedRevision}`);
      }
      cachedStatement(database.db, 'DELETE FROM applications WHERE id = ?').run(id);
      const reason = `${row.entity_type} application deleted`;
      insertAudit(database, { applicationId: id, actor, action: 'delete', from: row.status, to: null, reason }, now);
    })
    .immediate();
  // Deleted means gone: its sealed bytes leave the file's free pages and the WAL too.
  eraseDeleted(database);
}

const NOT_DELETABLE_WHY: Partial<Record<ApplicationStatus, string>> = {
  queued: 'take it back from the queue first, then delete it',
  sending: 'it is being sent to the service right now',
  submitted: 'the service created this merchant; only the acquirer can close it',
  unknown_outcome: 'the service may have created this merchant; check with the acquirer and resolve it first',
};

/**
 * Gives an editable application another entity type together with the body that type keeps
 * (the caller prunes it), in one transaction with its audit row, so a crash never leaves a body
 * of one type filed under another. The caller then validates it (saveAndValidate).
 */
export function changeEntityType(
  database: Database,
  id: string,
  input: { entityType: EntityType; body: unknown; businessName: string; expectedRevision: number; actor: Actor },
): ApplicationRecord {
  if (!isEntityType(input.entityType)) throw new DatabaseError('invalid_input', `Unknown entity type ${String(input.entityType)}`);
  const now = database.now().toISOString();
  const bodyJson = JSON.stringify(input.body ?? null);
  const body = database.cipher.seal(bodyJson, purpose.applicationBody(id));
  const row = database.db
    .transaction(() => {
      const current = cachedStatement(database.db, 'SELECT status, revision, entity_type FROM applications WHERE id = ?').get(id) as
        { status: ApplicationStatus; revision: number; entity_type: EntityType } | undefined;
      if (current === undefined) throw new DatabaseError('not_found', `No application ${id}`);
      if (!isEditable(current.status))
        throw new DatabaseError('not_editable', `Application ${id} is ${current.status}; its type cannot change`, current.status);
      if (current.revision !== input.expectedRevision) {
        throw new DatabaseError('revision_conflict', `Application ${id} is at revision ${current.revision}, not ${input.expectedRevision}`);
      }
      if (!stateIntact(database.db, database.stateMac, id)) {
        throw new DatabaseError('tampered', `Application ${id} failed its integrity check; its type cannot change`);
      }
      const updated = cachedStatement(
        database.db,
        `UPDATE applications SET entity_type = ?, business_name = ?, business_name_folded = ?, revision = revision + 1, updated_at = ?
         WHERE id = ? RETURNING ${RECORD_COLUMNS}`,
      ).get(input.entityType, input.businessName, foldForSearch(input.businessName), now, id) as ApplicationRow;
      cachedStatement(database.db, 'UPDATE application_bodies SET body = ? WHERE application_id = ?').run(body, id);
      indexBody(database, id, input.entityType, input.businessName, input.body);
      sealState(database.db, database.stateMac, id);
      const reason = `type changed from ${current.entity_type} to ${input.entityType}`;
      insertAudit(
        database,
        { applicationId: id, actor: input.actor, action: 'change_type', from: current.status, to: current.status, reason },
        now,
      );
      return updated;
    })
    .immediate();
  return toRecord(row, JSON.parse(bodyJson) as unknown, getApplication(database, id)?.problems ?? []);
}
