import {
  type DraftBody,
  assertPathWithinLimits,
  documentRefsOf,
  businessNameOf,
  carryOver,
  emptyDraft,
  pathExists,
  pathsDroppedBy,
  readDraftBody,
  resolveDocuments,
  writeAt,
} from '$shared/draft';
import { type EntityType, isEntityType } from '$shared/entity-types';
import { formatPath, parsePath } from '$shared/rules/problem';
import {
  type ApplicationRecord,
  type Database,
  DatabaseError,
  COPIED_FROM,
  changeEntityType,
  getApplication,
  deleteDocumentRow,
  eraseDeleted,
  listDocuments,
} from '$main/database';
import { isEditable } from '$main/database/applications/application-rows';
import { inTransaction } from '$main/database/transaction';
import { type SaveOutcome, createDraft, saveAndValidate } from './applications';
import { holdIfMadeFromHeld } from './inherited-hold';
import type { RequestContext } from '../request-context';

/**
 * Changes beyond the editor's autosave, shared by the app and the command line so both go
 * through one path: validation, revision and audit.
 */

function requireApplication(database: Database, id: string): ApplicationRecord {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `No application ${id}`);
  return record;
}

/**
 * One field, e.g. `stores[0].name` to `"Kaffi Mokka"` (`fieldboard set`). Refuses a path the
 * entity type does not have and an application that can no longer change. `processingFees[i].value`
 * names an agreed processing fee the application already has.
 */
export function setField(
  context: RequestContext,
  { id, path: pathText, value }: { id: string; path: string; value: unknown },
): SaveOutcome {
  const { database } = context;
  const record = requireApplication(database, id);
  const path = parsePath(pathText.trim());
  const draft = readDraftBody(record.body);
  if (path.length === 0) throw new DatabaseError('invalid_input', 'Name a field, such as stores[0].name');
  assertPathWithinLimits(path);
  if (path[0] === 'processingFees') {
    const index = path[1];
    if (path.length !== 3 || typeof index !== 'number' || path[2] !== 'value' || draft.processingFees[index] === undefined) {
      throw new DatabaseError(
        'invalid_input',
        `${pathText} is not an agreed processing fee of this application (processingFees[<n>].value)`,
      );
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new DatabaseError('invalid_input', 'A processing fee is a number');
    draft.processingFees[index] = { ...draft.processingFees[index]!, value };
  } else {
    if (!pathExists(record.entityType, path)) {
      throw new DatabaseError('invalid_input', `An application of type ${record.entityType} has no field ${formatPath(path)}`);
    }
    writeAt(draft.application, path, value);
  }
  const note = { action: 'set' as const, reason: `set ${formatPath(path)}` };
  return saveAndValidate(context, { id, draft, expectedRevision: record.revision, note });
}

/**
 * A new draft of the same type with everything but documents, the service's results, its
 * refusals and IDs: a second shop of the same owner, or a correction the acquirer asked for.
 */
export function copyAsNew(context: RequestContext, { id }: { id: string }): ApplicationRecord {
  return inTransaction(context.database, () => {
    const source = requireApplication(context.database, id);
    const draft = readDraftBody(source.body);
    // Documents are the one thing not copied: references resolve to nothing and are dropped.
    const application = resolveDocuments(draft.application, () => undefined) as Record<string, unknown>;
    const copy: DraftBody = { ...emptyDraft(), application, processingFees: structuredClone(draft.processingFees) };
    // The name it starts with is kept, so the copy is titled as one until the agent renames it.
    const created = createDraft(context, {
      entityType: source.entityType,
      draft: copy,
      reason: `${COPIED_FROM}${source.id}`,
      detail: { copiedName: businessNameOf(source.entityType, application) },
    });
    // A copy boards the same merchant: it must not step around a restore's hold on its original.
    holdIfMadeFromHeld(context.database, created, context.actor, source.id);
    return created;
  });
}

export interface TypeChangePreview {
  from: EntityType;
  to: EntityType;
  /** Every value the new type has no place for, as `stores[0].name`-style paths. */
  dropped: string[];
  /** The revision this preview was made at: `changeType` must be given it. */
  revision: number;
}

export function previewTypeChange(database: Database, id: string, to: EntityType): TypeChangePreview {
  if (!isEntityType(to)) throw new DatabaseError('invalid_input', `Unknown entity type ${String(to)}`);
  const record = requireApplication(database, id);
  if (!isEditable(record.status)) {
    throw new DatabaseError('not_editable', `Application ${id} is ${record.status}; its type cannot change`, record.status);
  }
  if (record.entityType === to) throw new DatabaseError('same_entity_type', `Application ${id} is already of type ${to}`);
  return {
    from: record.entityType,
    to,
    dropped: pathsDroppedBy(to, carryOver(record.entityType, to, readDraftBody(record.body).application).rest).map(formatPath),
    revision: record.revision,
  };
}

/**
 * Moves an application to another entity type, keeping the fields both types have. The caller
 * showed the agent `previewTypeChange` at `expectedRevision`; any change since is a conflict, so
 * nothing is dropped that the agent did not see. Documents whose place the new type lacks go too.
 */
export function changeType(
  context: RequestContext,
  { id, to, expectedRevision }: { id: string; to: EntityType; expectedRevision: number },
): SaveOutcome {
  const { database, actor } = context;
  const outcome = inTransaction(database, () => {
    const record = requireApplication(database, id);
    if (record.entityType === to) throw new DatabaseError('same_entity_type', `Application ${id} is already of type ${to}`);
    const draft = readDraftBody(record.body);
    const kept: DraftBody = { ...draft, application: carryOver(record.entityType, to, draft.application).carried };
    const changed = changeEntityType(database, id, {
      entityType: to,
      body: kept,
      businessName: businessNameOf(to, kept.application),
      expectedRevision,
      actor,
    });
    const referenced = new Set(documentRefsOf(kept.application));
    for (const attachment of listDocuments(database, id)) if (!referenced.has(attachment.id)) deleteDocumentRow(database, attachment.id);
    return saveAndValidate(context, { id, draft: kept, expectedRevision: changed.revision });
  });
  // Dropped files leave the file only after the change has committed (secure delete cannot run inside it).
  eraseDeleted(database);
  return outcome;
}
