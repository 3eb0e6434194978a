import { readDraftBody } from '$shared/draft';
import { at } from '$shared/rules/read';
import type { StatusReason } from '$shared/messages/status-reasons';
import { type Problem, formatPath, problem } from '$shared/rules/problem';
import { SUBMISSION_PATHS } from '$shared/entity-types';
import type { ServiceClient } from '$main/client/service-client';
import type { SubmitOutcome } from '$main/client/submit-outcome';
import type { Logger } from '$main/log/logger';
import {
  type ApplicationRecord,
  type SettingsSnapshot,
  type Database,
  DatabaseError,
  beginSending,
  finishAttempt,
  getApplication,
  latestSettingsSnapshot,
  listDue,
  transition,
} from '$main/database';
import { type BackoffPolicy, DEFAULT_BACKOFF, backoffDelayMs } from './backoff';
import { syncSettings } from '../settings/settings-sync';
import { encodeSubmissionBody } from './submission-body';
import { toSubmissionResult } from '$main/database/outbox/submission-result';
import { testPersonPaths } from '../applications/test-persons';
import { validateStored } from '../applications/validate-stored';

export interface Connection {
  client: ServiceClient;
  /** The name the key's settings are filed under (`keyFingerprintOf`). */
  keyFingerprint: string;
}

export interface OutboxDeps {
  database: Database;
  logger: Logger;
  /** The service connection for the configured key; undefined when no key is set. */
  connection: () => Connection | undefined;
  backoff?: BackoffPolicy;
  random?: () => number;
}

export interface RunReport {
  /** Why nothing (more) was sent, when something stopped the run. */
  stopped: null | 'no_key' | 'offline' | 'unauthorized' | 'no_settings';
  /** Each application's new status and why, as the code stored with it; `serviceText`: the service's own words. */
  results: { id: string; status: ApplicationRecord['status']; reason: StatusReason; serviceText?: string }[];
}

/**
 * Sends every due queued application, one at a time. Each application's fate is decided by one
 * transaction after its request, and a failure of one never stops the others — except when the
 * network or the key is down, which would fail them all in the same way.
 */
export async function submitDue(deps: OutboxDeps, options: { only?: readonly string[] } = {}): Promise<RunReport> {
  const report: RunReport = { stopped: null, results: [] };
  const connection = deps.connection();
  if (connection === undefined) return { ...report, stopped: 'no_key' };
  let due = listDue(deps.database, deps.database.now().toISOString(), 10_000);
  if (options.only) due = due.filter((id) => options.only!.includes(id));
  if (due.length === 0) return report;

  // Settings are synced before submitting: a change can send applications to "needs attention".
  const sync = await syncSettings({
    database: deps.database,
    client: connection.client,
    keyFingerprint: connection.keyFingerprint,
    logger: deps.logger,
  });
  if (!sync.ok && sync.error.kind === 'not_sent') return { ...report, stopped: 'offline' };
  if (!sync.ok && sync.error.kind === 'unauthorized') return { ...report, stopped: 'unauthorized' };
  const snapshot = latestSettingsSnapshot(deps.database, connection.keyFingerprint);
  if (snapshot === undefined) return { ...report, stopped: 'no_settings' };

  for (const id of due) {
    const result = await submitOneChecked(deps, connection, snapshot, id);
    if (result === undefined) continue;
    report.results.push(result);
    if (result.stop) return { ...report, stopped: result.stop };
  }
  return report;
}

type OneResult = RunReport['results'][number] & { stop?: 'offline' | 'unauthorized' };

/** submitOne, where an application that fails its integrity check (set aside by the database) does not stop the run. */
async function submitOneChecked(
  deps: OutboxDeps,
  connection: Connection,
  snapshot: SettingsSnapshot,
  id: string,
): Promise<OneResult | undefined> {
  try {
    return await submitOne(deps, connection, snapshot, id);
  } catch (error) {
    if (!(error instanceof DatabaseError && error.code === 'tampered')) throw error;
    deps.logger.error('application failed its integrity check; not sent', { id });
    return { id, status: 'unknown_outcome', reason: { code: 'tampered', params: {} } };
  }
}

async function submitOne(deps: OutboxDeps, connection: Connection, snapshot: SettingsSnapshot, id: string): Promise<OneResult | undefined> {
  const { database, logger } = deps;
  const record = getApplication(database, id);
  if (record === undefined || record.status !== 'queued') return undefined;
  const draft = readDraftBody(record.body);

  // Validated once more, against the settings it is about to be sent with. Stored files stand in by
  // name, so the full body need not be validated again (a regex over megabytes of base64).
  const settingsChanged = record.settingsSnapshotId !== snapshot.id;
  const problems = [
    ...validateStored(database, id, record.entityType, draft, snapshot.settings),
    // Queued in training, then training mode was turned off: a test person still never leaves this machine.
    ...testPersonPaths(record, connection.client.baseUrl).map((path) =>
      problem(path, 'test_person_outside_training', `${formatPath(path)} is a registry test person: the training service only`),
    ),
  ];
  if (problems.length > 0) return attention(database, id, snapshot.id, problems, settingsChanged ? 'settings_changed' : 'incomplete');
  if (settingsChanged) {
    transition(database, id, {
      from: ['queued'],
      to: 'queued',
      actor: 'system',
      reason: { code: 'revalidated', params: {} },
      settingsSnapshotId: snapshot.id,
    });
  }

  // Files and all, as buffers; dropped when this function returns, before the next application's are read.
  const body = encodeSubmissionBody(database, draft);
  const begun = beginSending(database, id, {
    settingsSnapshotId: snapshot.id,
    path: SUBMISSION_PATHS[record.entityType][0]!,
    expectedRevision: record.revision,
  });
  if (begun === undefined) {
    if (getApplication(database, id)?.status === 'unknown_outcome') {
      logger.error('application failed its integrity check; not sent', { id });
      return { id, status: 'unknown_outcome', reason: { code: 'tampered', params: {} } };
    }
    return undefined;
  }
  const attemptCount = record.attemptCount + 1;
  let outcome: SubmitOutcome;
  try {
    outcome = await connection.client.submit(record.entityType, body);
  } catch (error) {
    // The client classifies every network failure; an exception here is a bug, and the request
    // may have gone out: the careful state is unknown.
    outcome = { kind: 'unknown', path: '', reason: 'lost', status: null, body: null, failure: null, retryAfterMs: null };
    logger.error('submission threw', { id, error });
  }
  // The result names the stores sent: the draft has them, without its files.
  return finish(deps, id, begun.attemptId, attemptCount, draft.application, outcome);
}

function finish(
  deps: OutboxDeps,
  id: string,
  attemptId: number,
  attemptCount: number,
  application: unknown,
  outcome: SubmitOutcome,
): OneResult {
  const { database, logger } = deps;
  const now = database.now();
  const retryAt = (minimumMs: number | null) => {
    const delay = Math.max(minimumMs ?? 0, backoffDelayMs(attemptCount, deps.backoff ?? DEFAULT_BACKOFF, deps.random ?? Math.random));
    return new Date(now.getTime() + delay).toISOString();
  };
  logger.info('submission attempt finished', { id, attemptId, outcome: outcome.kind, path: outcome.path });

  switch (outcome.kind) {
    case 'created': {
      const result = toSubmissionResult(outcome.data, application, 'service');
      const reason: StatusReason = { code: 'created', params: { merchantId: result.merchantId } };
      finishAttempt(database, id, attemptId, {
        to: 'submitted',
        outcome: 'submitted',
        httpStatus: outcome.status,
        detail: { path: outcome.path, body: outcome.body },
        reason,
        merchantId: result.merchantId,
        result,
        attemptCount,
      });
      return { id, status: 'submitted', reason };
    }
    case 'rejected': {
      const problems: Problem[] = outcome.reasons.map((r) => ({ path: r.path ?? [], code: 'service_rejected', message: r.message }));
      const reason: StatusReason = { code: 'refused', params: { httpStatus: outcome.status } };
      finishAttempt(database, id, attemptId, {
        to: 'rejected',
        outcome: 'rejected',
        httpStatus: outcome.status,
        detail: { path: outcome.path, message: outcome.message, body: outcome.body },
        reason,
        problems,
        attemptCount,
        refusal: {
          message: outcome.message,
          // Null where the application holds nothing there: the refusal is stored as JSON.
          reasons: outcome.reasons.map((r) => ({ ...r, valueAtRefusal: r.path === null ? null : (at(application, ...r.path) ?? null) })),
        },
      });
      return { id, status: 'rejected', reason, serviceText: outcome.message };
    }
    case 'not_sent': {
      const reason: StatusReason = { code: 'not_sent', params: { why: outcome.failure.reason } };
      finishAttempt(database, id, attemptId, {
        to: 'queued',
        outcome: 'not_sent',
        httpStatus: null,
        detail: { path: outcome.path, failure: outcome.failure },
        reason,
        nextAttemptAt: retryAt(null),
        attemptCount,
      });
      return { id, status: 'queued', reason, stop: 'offline' };
    }
    case 'not_processed': {
      const stop = outcome.reason === 'unauthorized' ? ('unauthorized' as const) : undefined;
      const hold = outcome.reason === 'not_found' ? (deps.backoff ?? DEFAULT_BACKOFF).capMs : outcome.retryAfterMs;
      const reason: StatusReason = { code: 'not_processed', params: { httpStatus: outcome.status, why: outcome.reason } };
      finishAttempt(database, id, attemptId, {
        to: 'queued',
        outcome: 'not_sent',
        httpStatus: outcome.status,
        detail: { path: outcome.path, body: outcome.body },
        reason,
        nextAttemptAt: retryAt(hold),
        attemptCount,
      });
      return { id, status: 'queued', reason, stop };
    }
    case 'unknown': {
      const reason: StatusReason = { code: 'may_have_arrived', params: { why: outcome.reason } };
      finishAttempt(database, id, attemptId, {
        to: 'unknown_outcome',
        outcome: 'unknown',
        httpStatus: outcome.status,
        detail: { path: outcome.path, reason: outcome.reason, body: outcome.body, failure: outcome.failure },
        reason,
        attemptCount,
      });
      return { id, status: 'unknown_outcome', reason };
    }
  }
}

function attention(
  database: Database,
  id: string,
  snapshotId: number,
  problems: Problem[],
  why: 'settings_changed' | 'incomplete',
): OneResult {
  const reason: StatusReason = { code: why, params: { count: problems.length } };
  transition(database, id, {
    from: ['queued'],
    to: 'needs_attention',
    actor: 'system',
    reason,
    problems,
    settingsSnapshotId: snapshotId,
  });
  return { id, status: 'needs_attention', reason };
}
