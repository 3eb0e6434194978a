import { randomUUID } from 'node:crypto';
import { isEntityType, type EntityType } from '../../shared/entity-types';
import type { Problem } from '../../shared/rules/problem';
import { type ApplicationRow, foldName, isEditable, readApplication, RECORD_COLUMNS, toRecord } from './application-rows';
import { rowIntact, sealState, stateIntact, stateMacOf } from './application-state-seal';
import { insertAudit } from './audit-repo';
import { StoreError } from './errors';
import type { Store } from './store';
import { purpose } from './purposes';
import { indexBody } from './search-index';
import { eraseDeleted } from './secure-delete';
import { cachedStatement } from './statements';
import type { Actor, ApplicationRecord, ApplicationStatus, AuditAction } from './types';

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
} from './application-transitions';

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

/** A new draft, revision 1. The body is whatever the agent has typed so far; drafts are not validated. */
export function createApplication(store: Store, input: NewApplication): ApplicationRecord {
  if (!isEntityType(input.entityType)) throw new StoreError('invalid_input', `Unknown entity type ${String(input.entityType)}`);
  const id = randomUUID();
  const now = store.now().toISOString();
  const bodyJson = JSON.stringify(input.body ?? null);
  const body = store.cipher.seal(bodyJson, purpose.applicationBody(id));
  const problems = store.cipher.seal('[]', purpose.applicationProblems(id));
  const row = store.db
    .transaction(() => {
      const inserted = cachedStatement(
        store.db,
        `INSERT INTO applications (id, entity_type, status, business_name, business_name_folded, revision, created_at, updated_at)
         VALUES (?, ?, 'draft', ?, ?, 1, ?, ?)
         RETURNING ${RECORD_COLUMNS}`,
      ).get(id, input.entityType, input.businessName, foldName(input.businessName), now, now) as ApplicationRow;
      cachedStatement(store.db, INSERT_BODY).run(id, body, problems);
      indexBody(store, id, input.entityType, input.businessName, input.body);
      sealState(store.db, store.stateMac, id);
      insertAudit(
        store,
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

export interface DraftSave {
  body: unknown;
  businessName: string;
  status: 'draft' | 'ready';
  problems: Problem[];
  settingsSnapshotId: number | null;
  /** The revision the editor loaded; a save over someone else's newer save is refused. */
  expectedRevision?: number;
  actor: Actor;
  /** An audit row recording why main itself changed the body (fee rows from new settings, a `set` from the command line). */
  note?: { action: AuditAction; reason: string };
}

/**
 * The autosave's UPDATE, in two spellings: `status` is set only when it changes, because setting
 * a column, even to the value it holds, rewrites its index entry, a page more per save. The state
 * MAC is computed beforehand from the row read at the start and the values written, and stored by
 * this same statement (no read-back, no second UPDATE).
 */
function saveSql(statusChanged: boolean): string {
  const status = statusChanged ? 'status = @status, status_reason = NULL, status_reason_code = NULL, status_reason_params = NULL,' : '';
  return `UPDATE applications SET
            ${status} business_name = @name, business_name_folded = @folded, settings_snapshot_id = @snapshot,
            revision = @revision + 1, updated_at = @now, next_attempt_at = NULL, state_mac = @mac
          WHERE id = @id AND revision = @revision`;
}
const SAVE_KEEPING_STATUS = saveSql(false);
const SAVE_CHANGING_STATUS = saveSql(true);

/**
 * Replaces the body, problems, name and settings snapshot, and bumps the revision, in one
 * transaction. The JSON is built and sealed before the write lock is taken; the record returned
 * holds the body as stored (parsed from the text just sealed), not the caller's object.
 */
export function saveDraft(store: Store, id: string, input: DraftSave): ApplicationRecord {
  if (input.status !== 'draft' && input.status !== 'ready') {
    throw new StoreError('invalid_input', `A saved draft is 'draft' or 'ready', not ${String(input.status)}`);
  }
  const now = store.now().toISOString();
  const bodyJson = JSON.stringify(input.body ?? null);
  const body = store.cipher.seal(bodyJson, purpose.applicationBody(id));
  const problemsJson = JSON.stringify(input.problems);
  const problems = store.cipher.seal(problemsJson, purpose.applicationProblems(id));
  const row = store.db.transaction(writeDraft).immediate(store, id, input, now, body, problems);
  return toRecord(row, JSON.parse(bodyJson) as unknown, JSON.parse(problemsJson) as Problem[]);
}

/** What a save reads, once: the record's columns and the rest of the state its MAC covers, with the body. */
const SELECT_FOR_SAVE = `SELECT ${RECORD_COLUMNS}, resend_barred, restore_hold, state_mac, b.body
  FROM applications AS a LEFT JOIN application_bodies AS b ON b.application_id = a.id WHERE a.id = ?`;

type StateRow = ApplicationRow & { resend_barred: number; restore_hold: string | null };

/** saveDraft's transaction: the row read, checked and written under one write lock. */
function writeDraft(store: Store, id: string, input: DraftSave, now: string, body: Buffer, problems: Buffer): ApplicationRow {
  const read = cachedStatement(store.db, SELECT_FOR_SAVE).get(id) as
    (StateRow & { state_mac: Buffer | null; body: Buffer | null }) | undefined;
  if (read === undefined) throw new StoreError('not_found', `No application ${id}`);
  const { state_mac: storedMac, body: storedBody, ...current } = read;
  if (!isEditable(current.status)) {
    throw new StoreError(
      'not_editable',
      `Application ${id} is ${current.status}; only draft, ready, needs_attention or rejected can be edited`,
    );
  }
  // Editing is the way to ready and then queued: a state changed behind our back is refused here,
  // and the new MAC is computed only over a state that verified, so a save never launders one.
  if (!rowIntact(store.stateMac, { ...current, state_mac: storedMac }, storedBody)) {
    throw new StoreError('tampered', `Application ${id} failed its integrity check; it cannot be edited`);
  }
  if (input.expectedRevision !== undefined && input.expectedRevision !== current.revision) {
    throw new StoreError(
      'revision_conflict',
      `Application ${id} is at revision ${current.revision}, not ${input.expectedRevision}: it was changed elsewhere`,
    );
  }
  // A refused application stays `rejected`, with its reasons, until the agent queues it again.
  const target = current.status === 'rejected' ? 'rejected' : input.status;
  const statusChanged = current.status !== target;
  // The row as this save leaves it: its MAC is computed from it, and the record is made of it.
  const saved: StateRow = {
    ...current,
    status: target,
    business_name: input.businessName,
    settings_snapshot_id: input.settingsSnapshotId,
    revision: current.revision + 1,
    updated_at: now,
    next_attempt_at: null,
    ...(statusChanged ? { status_reason: null, status_reason_code: null, status_reason_params: null } : {}),
  };
  const params = {
    id,
    revision: current.revision,
    name: input.businessName,
    folded: foldName(input.businessName),
    snapshot: input.settingsSnapshotId,
    now,
    mac: stateMacOf(store.stateMac, saved, body),
    // Only the statement that sets the status names @status: the key is there exactly then.
    ...(statusChanged ? { status: target } : {}),
  };
  const updated = cachedStatement(store.db, statusChanged ? SAVE_CHANGING_STATUS : SAVE_KEEPING_STATUS).run(params);
  if (updated.changes !== 1) throw new Error(`application ${id} changed inside its own transaction`);
  cachedStatement(store.db, UPDATE_BODY).run(body, problems, id);
  indexBody(store, id, current.entity_type, input.businessName, input.body);
  if (input.note !== undefined) {
    const { action, reason } = input.note;
    insertAudit(store, { applicationId: id, actor: input.actor, action, from: current.status, to: target, reason }, now);
  }
  if (statusChanged) {
    const reason = `saved as ${target}`;
    insertAudit(store, { applicationId: id, actor: input.actor, action: 'save', from: current.status, to: target, reason }, now);
  }
  return saved;
}

/**
 * What validating an edit needs from the store besides the draft, in one read, nothing
 * decrypted: the entity type, and a key that changes whenever the stored files do: their ids (a
 * stored file never changes, so its id says when the files did). The ids come in the index's
 * order, not sorted: a key only has to differ when the files differ, and sorting them needed a
 * temporary B-tree on every keystroke. An order that changed by itself would cost one full
 * validation, never a wrong one.
 */
export function getEditFacts(store: Store, id: string): { entityType: EntityType; filesKey: string } | undefined {
  const row = cachedStatement(
    store.db,
    `SELECT entity_type,
            (SELECT group_concat(f.id, ' ') FROM attachments AS f WHERE f.application_id = a.id) AS files
       FROM applications AS a WHERE a.id = ?`,
  ).get(id) as { entity_type: EntityType; files: string | null } | undefined;
  if (row === undefined) return undefined;
  return { entityType: row.entity_type, filesKey: row.files ?? '' };
}

/** Decrypted; throws DecryptionError if the sealed columns do not open (never returns them blank). */
export function getApplication(store: Store, id: string): ApplicationRecord | undefined {
  return readApplication(store, id);
}

/**
 * Deletes an application the agent can still change (draft, ready, needs_attention, rejected):
 * its body, documents, refusals, attempts and receipts go with it (ON DELETE CASCADE); the audit
 * trail keeps the id, the type, the time and who, and nothing personal. Submitted, sending,
 * queued and unknown-outcome applications are refused, each with why: the service has, or may
 * have, the merchant, and the row is the only link to it.
 */
export function deleteApplication(store: Store, id: string, actor: Actor, expectedRevision?: number): void {
  const now = store.now().toISOString();
  store.db
    .transaction(() => {
      const row = cachedStatement(store.db, 'SELECT status, entity_type, merchant_id, revision FROM applications WHERE id = ?').get(id) as
        { status: ApplicationStatus; entity_type: EntityType; merchant_id: number | null; revision: number } | undefined;
      if (row === undefined) throw new StoreError('not_found', `No application ${id}`);
      if (!isEditable(row.status))
        throw new StoreError('not_deletable', `Application ${id} is ${row.status}: ${NOT_DELETABLE_WHY[row.status]}`, row.status);
      if (row.merchant_id !== null) {
        throw new StoreError(
          'not_deletable',
          `Application ${id} has merchant ${row.merchant_id} at the service; it cannot be deleted`,
          'submitted',
        );
      }
      // The agent confirmed deleting what they saw: a change made since (another window, the command line) is a conflict.
      if (expectedRevision !== undefined && row.revision !== expectedRevision) {
        throw new StoreError('revision_conflict', `Application ${id} is at revision ${row.revision}, not ${expectedRevision}`);
      }
      cachedStatement(store.db, 'DELETE FROM applications WHERE id = ?').run(id);
      const reason = `${row.entity_type} application deleted`;
      insertAudit(store, { applicationId: id, actor, action: 'delete', from: row.status, to: null, reason }, now);
    })
    .immediate();
  // Deleted means gone: its sealed bytes leave the file's free pages and the WAL too.
  eraseDeleted(store);
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
  store: Store,
  id: string,
  input: { entityType: EntityType; body: unknown; businessName: string; expectedRevision: number; actor: Actor },
): ApplicationRecord {
  if (!isEntityType(input.entityType)) throw new StoreError('invalid_input', `Unknown entity type ${String(input.entityType)}`);
  const now = store.now().toISOString();
  const bodyJson = JSON.stringify(input.body ?? null);
  const body = store.cipher.seal(bodyJson, purpose.applicationBody(id));
  const row = store.db
    .transaction(() => {
      const current = cachedStatement(store.db, 'SELECT status, revision, entity_type FROM applications WHERE id = ?').get(id) as
        { status: ApplicationStatus; revision: number; entity_type: EntityType } | undefined;
      if (current === undefined) throw new StoreError('not_found', `No application ${id}`);
      if (!isEditable(current.status))
        throw new StoreError('not_editable', `Application ${id} is ${current.status}; its type cannot change`, current.status);
      if (current.revision !== input.expectedRevision) {
        throw new StoreError('revision_conflict', `Application ${id} is at revision ${current.revision}, not ${input.expectedRevision}`);
      }
      if (!stateIntact(store.db, store.stateMac, id)) {
        throw new StoreError('tampered', `Application ${id} failed its integrity check; its type cannot change`);
      }
      const updated = cachedStatement(
        store.db,
        `UPDATE applications SET entity_type = ?, business_name = ?, business_name_folded = ?, revision = revision + 1, updated_at = ?
         WHERE id = ? RETURNING ${RECORD_COLUMNS}`,
      ).get(input.entityType, input.businessName, foldName(input.businessName), now, id) as ApplicationRow;
      cachedStatement(store.db, 'UPDATE application_bodies SET body = ? WHERE application_id = ?').run(body, id);
      indexBody(store, id, input.entityType, input.businessName, input.body);
      sealState(store.db, store.stateMac, id);
      const reason = `type changed from ${current.entity_type} to ${input.entityType}`;
      insertAudit(
        store,
        { applicationId: id, actor: input.actor, action: 'change_type', from: current.status, to: current.status, reason },
        now,
      );
      return updated;
    })
    .immediate();
  return toRecord(row, JSON.parse(bodyJson) as unknown, getApplication(store, id)?.problems ?? []);
}
