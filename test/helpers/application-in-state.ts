import type { EntityType } from '$shared/entity-types';
import { SettingsSchema } from '$shared/wire/settings';
import { queueApplication } from '$main/core/applications/applications';
import type { Core } from '$main/core/core';
import { importApplication } from '$main/core/applications/import-application';
import { noticesOf } from '$main/core/applications/notices';
import { isConfirmable } from '$shared/rules/notice';
import {
  type Database,
  beginSending,
  createApplication,
  finishAttempt,
  holdWith,
  saveDraft,
  saveSettingsSnapshot,
  transition,
} from '$main/database';
import { namedApplication } from '../fixtures/applications';
import { testReason } from './test-reason';

/** The states a test starts from: those the outbox and the screens treat differently. */
export type StartingState = 'draft' | 'ready' | 'queued' | 'sending' | 'submitted' | 'unknown_outcome' | 'held';

/** When the hold's backup was made, as a restore records it. */
export const HELD_SINCE = '2026-01-01T00:00:00.000Z';

/**
 * An application in `state`, written straight through the database as the app leaves one: no
 * service, no validation, no document. `body` is stored as it is (an empty form by default), so
 * a database test can give what it reads back. `held` is queued and held by a restore's backup time;
 * `submitted` has `merchantId` (a random one unless given).
 */
export function applicationIn(
  database: Database,
  state: StartingState,
  options: { type?: EntityType; name?: string; body?: unknown; merchantId?: number } = {},
): string {
  const type = options.type ?? 'other';
  const businessName = options.name ?? 'Kaffi';
  const body = options.body ?? { application: {}, processingFees: [] };
  const { id } = createApplication(database, { entityType: type, body, businessName, actor: 'agent' });
  if (state === 'draft') return id;
  saveDraft(database, id, { body, businessName, status: 'ready', problems: [], settingsSnapshotId: null, actor: 'agent' });
  if (state === 'ready') return id;
  transition(database, id, { from: ['ready'], to: 'queued', actor: 'agent', reason: testReason('queued') });
  if (state === 'queued') return id;
  if (state === 'held') {
    holdWith(database, id, HELD_SINCE, 'system', 'held by a restore');
    return id;
  }
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  const snapshot = saveSettingsSnapshot(database, { keyFingerprint: 'test', settings, fetchedAt: database.now().toISOString() });
  const { attemptId } = beginSending(database, id, { settingsSnapshotId: snapshot.id, path: `/${type}` })!;
  if (state === 'sending') return id;
  if (state === 'unknown_outcome') {
    finishAttempt(database, id, attemptId, {
      to: 'unknown_outcome',
      outcome: 'unknown',
      httpStatus: null,
      detail: {},
      reason: testReason('reset'),
      attemptCount: 1,
    });
    return id;
  }
  const merchantId = options.merchantId ?? 7_100_000 + Math.floor(Math.random() * 100_000);
  finishSubmitted(database, id, attemptId, { merchantId, businessName, attemptCount: 1 });
  return id;
}

/** Ends the attempt `attemptId` as the service's 201 does: the merchant's and its stores' IDs kept. */
export function finishSubmitted(
  database: Database,
  id: string,
  attemptId: number,
  ids: {
    merchantId: number;
    businessName: string;
    stores?: { storeName: string; agreementId: number; terminalId: number }[];
    /** The attempts the outbox counted, this one included. */
    attemptCount?: number;
  },
): void {
  const { merchantId, businessName, stores = [], attemptCount } = ids;
  finishAttempt(database, id, attemptId, {
    to: 'submitted',
    outcome: 'submitted',
    httpStatus: 201,
    detail: { body: { merchantId } },
    reason: testReason('submitted'),
    merchantId,
    result: { merchantName: businessName, merchantId, stores, storeMismatch: null, source: 'service' },
    ...(attemptCount === undefined ? {} : { attemptCount }),
  });
}

/**
 * A complete application of its own name queued in `core` as the agent leaves one: imported (its
 * documents through the gate), validated against the settings the core synced (synced first when
 * it has none) and queued, so the outbox sends it as it is. `confirm`: the reason the agent gives
 * for each notice that needs one (none by default, and then a notice keeps it from the queue).
 */
export async function queuedIn(
  core: Core,
  options: { type?: EntityType; name?: string; application?: unknown; confirm?: string } = {},
): Promise<string> {
  const type = options.type ?? 'privatelimitedcompany';
  if (core.currentSnapshot() === undefined && !(await core.syncSettings()).ok) throw new Error('the settings did not sync');
  const wire = options.application ?? namedApplication(type, options.name ?? `Shop ${Math.random()}`);
  const { record, problems } = await importApplication(core.database, type, wire, core.currentSnapshot(), 'agent');
  if (problems.length > 0) throw new Error(`the application is not complete: ${JSON.stringify(problems)}`);
  const reason = options.confirm;
  const confirmations =
    reason === undefined
      ? []
      : noticesOf(core.database, record)
          .filter(isConfirmable)
          .map((n) => ({ code: n.code, path: n.path, reason }));
  const queued = queueApplication(
    { database: core.database, snapshot: core.currentSnapshot(), actor: 'agent' },
    { id: record.id, confirmations },
  );
  if (queued.problems.length > 0 || queued.unconfirmed.length > 0)
    throw new Error(`the application did not queue: ${JSON.stringify(queued)}`);
  return record.id;
}
