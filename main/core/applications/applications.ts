import {
  type DocumentRole,
  type DraftBody,
  addSkeleton,
  assertListsWithinLimits,
  assertTextsWithinLimits,
  businessNameOf,
  draftJson,
  draftWithinLimits,
  emptyDraft,
  readDraftBody,
  TextTooLongError,
  TooManyItemsError,
  withFeeRows,
} from '$shared/draft';
import { validateEdit } from './edit-validation';
import { validateStored } from './validate-stored';
import type { EntityType } from '$shared/entity-types';
import { type Notice, type NoticeConfirmation, matchingConfirmations, unconfirmedNotices } from '$shared/rules/notice';
import type { Problem } from '$shared/rules/problem';
import { listIdsByStatus } from '$main/database/applications/ids-by-status';
import {
  type DraftSave,
  EDITABLE_STATUSES,
  type ApplicationRecord,
  type SettingsSnapshot,
  type Database,
  DatabaseError,
  assertMayQueue,
  createApplication,
  getApplication,
  saveEdit,
  transition,
} from '$main/database';
import { noticesOf } from './notices';
import type { RequestContext } from '../request-context';

export interface SaveOutcome {
  record: ApplicationRecord;
  problems: Problem[];
}

export interface QueueOutcome extends SaveOutcome {
  /** Confirmable notices no confirmation answered: the application was not queued. */
  unconfirmed: Notice[];
}

/**
 * Saves a draft and validates it against the current settings in the same step: a draft becomes
 * "ready" exactly when it passes every shared rule, and drops back to "draft" when it no longer
 * does. Saving never fails for invalid content — drafts are lenient — except for a list longer
 * than an application can hold (TooManyItemsError) or a text longer than any field
 * (TextTooLongError), which could never be sent.
 */
export function saveAndValidate(
  { database, snapshot, actor }: RequestContext,
  { id, draft, expectedRevision, note }: { id: string; draft: DraftBody; expectedRevision?: number; note?: DraftSave['note'] },
): SaveOutcome {
  assertWithinLimits(database, id, draft);
  let problems: Problem[] = [];
  // Turned into JSON once: the text sealed is made of the sections' texts validation compares.
  const { json, sections } = draftJson(draft);
  // Validated under the save's lock, on the facts of its one read of the row (the type, a clear
  // column, and the files' ids): nothing is decrypted to learn them, nor read twice.
  const record = saveEdit(database, id, {
    body: draft,
    bodyJson: json,
    settingsSnapshotId: snapshot?.id ?? null,
    actor,
    expectedRevision,
    note,
    decide: (facts) => {
      problems = validateEdit(database, id, facts, draft, snapshot, sections);
      return {
        businessName: businessNameOf(facts.entityType, draft.application),
        status: problems.length === 0 ? 'ready' : 'draft',
        problems,
      };
    },
  });
  return { record, problems };
}

/**
 * A list or a text past its limit is refused unless the stored draft already held as many or as
 * long (the body is opened only then); an unknown application is `not_found` first, as the save
 * would say. One walk looks for either on every save; the walks that know paths, lists first,
 * say which and where.
 */
function assertWithinLimits(database: Database, id: string, draft: DraftBody): void {
  if (draftWithinLimits(draft)) return;
  try {
    assertListsWithinLimits(draft);
    assertTextsWithinLimits(draft);
  } catch (error) {
    if (!(error instanceof TooManyItemsError || error instanceof TextTooLongError)) throw error;
    const stored = getApplication(database, id);
    if (stored === undefined) throw new DatabaseError('not_found', `no application ${id}`);
    const before = readDraftBody(stored.body);
    assertListsWithinLimits(draft, before);
    assertTextsWithinLimits(draft, before);
  }
}

/**
 * A new application: the containers its type has, the fee rows of the settings in force (built
 * here, where the fee rule lives, never by the page), and whatever the agent already typed when
 * the page creates it on the first keystroke. Validated at once, so it is ready if complete.
 */
export function createDraft(
  context: RequestContext,
  {
    entityType: type,
    draft: initial = emptyDraft(),
    reason = 'created',
    detail,
  }: { entityType: EntityType; draft?: DraftBody; reason?: string; /** Sealed in the create audit row. */ detail?: unknown },
): ApplicationRecord {
  const { database, snapshot, actor } = context;
  const { draft, withFees } = startingDraft(type, snapshot, initial);
  // With the fee rows added: nothing is created that its first save would refuse.
  assertListsWithinLimits(draft);
  assertTextsWithinLimits(draft);
  const created = createApplication(database, {
    entityType: type,
    body: draft,
    businessName: businessNameOf(type, draft.application),
    actor,
    reason: withFees !== undefined ? `${reason}, with the fee rows of settings ${snapshot!.id}` : reason,
    detail,
  });
  return saveAndValidate(context, { id: created.id, draft, expectedRevision: created.revision }).record;
}

/**
 * What a new application of `type` starts as, stored nowhere (`applications:blank`): the page
 * shows it, and creates the application only when the agent first changes something.
 */
export function blankDraft(type: EntityType, snapshot: SettingsSnapshot | undefined): DraftBody {
  return startingDraft(type, snapshot, emptyDraft()).draft;
}

/** `initial` with the containers of its type and the fee rows of the settings in force. */
function startingDraft(
  type: EntityType,
  snapshot: SettingsSnapshot | undefined,
  initial: DraftBody,
): { draft: DraftBody; withFees: DraftBody | undefined } {
  const draft: DraftBody = structuredClone(initial);
  addSkeleton(type, draft.application);
  const withFees = snapshot === undefined ? undefined : withFeeRows(draft, snapshot.settings);
  return { draft: withFees ?? draft, withFees };
}

/**
 * New settings can name a fee an application has no row for, or change a fixed fee's value:
 * every editable application bound to older settings gets its rows rebuilt, with an audit row.
 * Returns the ids changed.
 */
export function refreshFeeRows(database: Database, snapshot: SettingsSnapshot): string[] {
  const changed: string[] = [];
  for (const id of listIdsByStatus(database, EDITABLE_STATUSES)) {
    const record = getApplication(database, id);
    if (record === undefined || record.settingsSnapshotId === snapshot.id) continue;
    const rebuilt = withFeeRows(readDraftBody(record.body), snapshot.settings);
    if (rebuilt === undefined) continue;
    try {
      saveAndValidate(
        { database, snapshot, actor: 'system' },
        {
          id,
          draft: rebuilt,
          expectedRevision: record.revision,
          note: { action: 'fees', reason: `fee rows rebuilt from settings ${snapshot.id}` },
        },
      );
      changed.push(id);
    } catch (error) {
      // The agent saved in between: their save is kept, and the next sync rebuilds the rows.
      // Rows that would pass a list's limit are not added: the application's problems say what is missing.
      if (error instanceof TooManyItemsError || error instanceof TextTooLongError) continue;
      if (!(error instanceof DatabaseError && (error.code === 'revision_conflict' || error.code === 'not_editable'))) throw error;
    }
  }
  return changed;
}

/**
 * ready → queued, after validating once more against the settings in force now. An application
 * that no longer passes stays where it is and the problems are returned. One with a confirmable
 * notice (see shared/rules/notice.ts) is queued only when `confirmations` answers each with a
 * reason; the confirmations go to the audit log in the same transaction as the status change.
 */
export function queueApplication(
  { database, snapshot, actor }: RequestContext,
  { id, confirmations = [] }: { id: string; confirmations?: readonly NoticeConfirmation[] },
): QueueOutcome {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `no application ${id}`);
  if (record.status !== 'ready' && record.status !== 'needs_attention' && record.status !== 'rejected') {
    throw new DatabaseError('not_editable', `application ${id} is ${record.status}; only a ready application can be queued`);
  }
  assertMayQueue(database, id);
  if (snapshot === undefined) {
    const problems: Problem[] = [{ path: ['fees'], code: 'fee_missing', message: 'the settings have not been synced yet' }];
    return { record, problems, unconfirmed: [] };
  }
  const draft = readDraftBody(record.body);
  const problems = validateStored(database, id, record.entityType, draft, snapshot.settings);
  if (problems.length > 0) return { record, problems, unconfirmed: [] };
  const notices = noticesOf(database, record, draft);
  const unconfirmed = unconfirmedNotices(notices, confirmations);
  if (unconfirmed.length > 0) return { record, problems: [], unconfirmed };
  transition(database, id, {
    from: [record.status],
    to: 'queued',
    actor,
    reason: { code: 'queued', params: {} },
    settingsSnapshotId: snapshot.id,
    problems: [],
    nextAttemptAt: null,
    confirmations: matchingConfirmations(notices, confirmations),
  });
  return { record: getApplication(database, id)!, problems: [], unconfirmed: [] };
}

/** queued → ready: the agent takes an application back to change it before it is sent. */
export function unqueueApplication({ database, actor }: RequestContext, { id }: { id: string }): boolean {
  return transition(database, id, { from: ['queued'], to: 'ready', actor, reason: { code: 'taken_back', params: {} } });
}

export type { DocumentRole };
