import { randomUUID } from 'node:crypto';
import { isEntityType, type EntityType } from '../../shared/entity-types';
import type { Problem } from '../../shared/rules/problem';
import { foldName, isEditable, requireStatus, selectApplicationRow, toRecord } from './application-rows';
import { insertAudit } from './audit-repo';
import { StoreError } from './errors';
import type { Store } from './open-store';
import { purpose } from './purposes';
import type { Actor, ApplicationRecord, ApplicationStatus } from './types';

// The outbox half of the applications API lives in its own files; callers import it from here.
export { listApplications, listDue, type ApplicationListQuery, type ApplicationList } from './applications-list';
export {
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
}

/** A new draft, revision 1. The body is whatever the agent has typed so far; drafts are not validated. */
export function createApplication(store: Store, input: NewApplication): ApplicationRecord {
  if (!isEntityType(input.entityType)) throw new StoreError('invalid_input', `Unknown entity type ${String(input.entityType)}`);
  const id = randomUUID();
  const now = store.now().toISOString();
  store.db
    .transaction(() => {
      store.db
        .prepare(
          `INSERT INTO applications
             (id, entity_type, status, business_name, business_name_folded, body, problems, revision, created_at, updated_at)
           VALUES (?, ?, 'draft', ?, ?, ?, ?, 1, ?, ?)`,
        )
        .run(
          id,
          input.entityType,
          input.businessName,
          foldName(input.businessName),
          store.cipher.sealJson(input.body, purpose.applicationBody(id)),
          store.cipher.sealJson([], purpose.applicationProblems(id)),
          now,
          now,
        );
      insertAudit(store, { applicationId: id, actor: input.actor, action: 'create', from: null, to: 'draft', reason: 'created' }, now);
    })
    .immediate();
  return getApplicationOrThrow(store, id);
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
}

export function saveDraft(store: Store, id: string, input: DraftSave): ApplicationRecord {
  if (input.status !== 'draft' && input.status !== 'ready') {
    throw new StoreError('invalid_input', `A saved draft is 'draft' or 'ready', not ${String(input.status)}`);
  }
  const now = store.now().toISOString();
  store.db
    .transaction(() => {
      const row = store.db.prepare('SELECT status, revision FROM applications WHERE id = ?').get(id) as
        { status: ApplicationStatus; revision: number } | undefined;
      if (row === undefined) throw new StoreError('not_found', `No application ${id}`);
      if (!isEditable(row.status)) {
        throw new StoreError(
          'not_editable',
          `Application ${id} is ${row.status}; only draft, ready, needs_attention or rejected can be edited`,
        );
      }
      if (input.expectedRevision !== undefined && input.expectedRevision !== row.revision) {
        throw new StoreError(
          'revision_conflict',
          `Application ${id} is at revision ${row.revision}, not ${input.expectedRevision}: it was changed elsewhere`,
        );
      }
      const statusChanged = row.status !== input.status;
      store.db
        .prepare(
          `UPDATE applications SET
             body = @body, problems = @problems, business_name = @name, business_name_folded = @folded,
             status = @status, settings_snapshot_id = @snapshot, revision = revision + 1, updated_at = @now,
             status_reason = CASE WHEN @statusChanged THEN NULL ELSE status_reason END,
             next_attempt_at = NULL
           WHERE id = @id AND revision = @revision`,
        )
        .run({
          id,
          revision: row.revision,
          body: store.cipher.sealJson(input.body, purpose.applicationBody(id)),
          problems: store.cipher.sealJson(input.problems, purpose.applicationProblems(id)),
          name: input.businessName,
          folded: foldName(input.businessName),
          status: input.status,
          snapshot: input.settingsSnapshotId,
          now,
          statusChanged: statusChanged ? 1 : 0,
        });
      if (statusChanged) {
        insertAudit(
          store,
          { applicationId: id, actor: input.actor, action: 'save', from: row.status, to: input.status, reason: `saved as ${input.status}` },
          now,
        );
      }
    })
    .immediate();
  return getApplicationOrThrow(store, id);
}

/** Decrypted; throws DecryptionError if the sealed columns do not open (never returns them blank). */
export function getApplication(store: Store, id: string): ApplicationRecord | undefined {
  const row = selectApplicationRow(store, id);
  return row === undefined ? undefined : toRecord(store, row);
}

function getApplicationOrThrow(store: Store, id: string): ApplicationRecord {
  const record = getApplication(store, id);
  if (record === undefined) throw new StoreError('not_found', `No application ${id}`);
  return record;
}

/**
 * Drafts only; attachments, attempts and receipts go with it, the audit trail stays. A draft
 * that carries a merchant id is refused: the service created that merchant, and the row is the
 * only link to it.
 */
export function deleteApplication(store: Store, id: string, actor: Actor): void {
  const now = store.now().toISOString();
  store.db
    .transaction(() => {
      const status = requireStatus(store, id);
      if (status !== 'draft') throw new StoreError('not_editable', `Application ${id} is ${status}; only drafts can be deleted`);
      const { merchant_id: merchantId } = store.db.prepare('SELECT merchant_id FROM applications WHERE id = ?').get(id) as {
        merchant_id: number | null;
      };
      if (merchantId !== null) {
        throw new StoreError('not_deletable', `Application ${id} has merchant ${merchantId} at the service; it cannot be deleted`);
      }
      store.db.prepare('DELETE FROM applications WHERE id = ?').run(id);
      insertAudit(store, { applicationId: id, actor, action: 'delete', from: 'draft', to: null, reason: 'draft deleted' }, now);
    })
    .immediate();
}
