import type { NoticeConfirmation } from '$shared/rules/notice';
import { type StatusReason, reasonRecordText } from '$shared/messages/status-reasons';
import { type Problem, formatPath } from '$shared/rules/problem';
import type { RefusalReason } from '$shared/draft/refusal';
import { selectStatus } from '../applications/application-rows';
import { sealState, stateIntact } from '../applications/application-state-seal';
import { insertAudit, shortReason } from '../audit-repo';
import { DatabaseError } from '../errors';
import { toIsoTime } from '../iso-time';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { insertRefusal, markRefusalsRequeued } from './refusals-repo';
import { indexResult } from '../search/search-index';
import { cachedStatement } from '../statements';
import { APPLICATION_STATUSES, type Actor, type ApplicationStatus, type AttemptOutcome, type AuditAction } from '../types';

/**
 * The outbox's state machine, kept in the database: every change is one IMMEDIATE transaction
 * (the write lock is taken before the status is read, so two processes cannot both win a
 * compare-and-set) with its audit row, so a crash leaves a state the next start understands.
 */

export interface StatusChange {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  actor: Actor;
  /** A code with parameters, no personal data: it is stored clear in the row and the audit log. */
  reason: StatusReason;
  problems?: Problem[];
  settingsSnapshotId?: number | null;
  merchantId?: number | null;
  /** The service's response data, stored clear as JSON: put nothing personal here. */
  result?: unknown;
  nextAttemptAt?: string | null;
  attemptCount?: number;
  /**
   * Notices the agent confirmed for this change: each becomes a `confirm_notice` audit row in the
   * same transaction (code and path in clear, the agent's reason sealed).
   */
  confirmations?: readonly NoticeConfirmation[];
}

type Fields = Omit<StatusChange, 'from' | 'actor' | 'reason' | 'to' | 'confirmations'>;

/**
 * Compare-and-set: moves the application to `to` only if its status is one of `from`. False when
 * it is not (or there is no such application): someone else moved it first.
 */
export function transition(database: Database, id: string, change: StatusChange): boolean {
  checkStatus(change.to);
  const now = database.now().toISOString();
  const outcome = database.db
    .transaction((): boolean | 'tampered' => {
      const current = selectStatus(database, id);
      if (current === undefined || !change.from.includes(current)) return false;
      if (!stateIntact(database.db, database.stateMac, id)) return 'tampered';
      if (change.to === 'queued' && current !== 'queued') assertMayQueue(database, id);
      writeStatus(database, id, current, change.to, change, now, change.reason);
      for (const confirmation of change.confirmations ?? []) {
        insertAudit(
          database,
          {
            applicationId: id,
            actor: change.actor,
            action: 'confirm_notice',
            from: current,
            to: change.to,
            reason: `confirmed notice ${confirmation.code} at ${formatPath(confirmation.path)}`,
            detail: { code: confirmation.code, path: confirmation.path, reason: confirmation.reason },
          },
          now,
        );
      }
      audit(database, id, change.actor, 'transition', current, change.to, reasonRecordText(change.reason), now);
      return true;
    })
    .immediate();
  if (outcome === 'tampered') {
    quarantine(database, id);
    throw new DatabaseError('tampered', `Application ${id} failed its integrity check; it was set aside as an unknown outcome`);
  }
  return outcome;
}

/**
 * An application that may already exist at the service is never queued again: one with a merchant
 * ID or a result, or one barred (restored while sending, unknown or submitted; or tampered with);
 * nor, until the agent confirms it, one a restore holds (restore-hold.ts). Checked again by the
 * transition to queued, in its own transaction; asked first by the queueing, so a held application
 * says it is held before any notice asks the agent for a reason.
 */
export function assertMayQueue(database: Database, id: string): void {
  const row = cachedStatement(
    database.db,
    'SELECT merchant_id, result_json, resend_barred, restore_hold FROM applications WHERE id = ?',
  ).get(id) as {
    merchant_id: number | null;
    result_json: string | null;
    resend_barred: number;
    restore_hold: string | null;
  };
  if (row.merchant_id !== null || row.result_json !== null || row.resend_barred === 1) {
    throw new DatabaseError(
      'resend_barred',
      `Application ${id} may already exist at the service; it cannot be sent again (record the acquirer's IDs instead)`,
    );
  }
  // Restored from a backup made at restore_hold: boarded since or not, only a person can find out.
  if (row.restore_hold !== null) {
    throw new DatabaseError(
      'restore_held',
      `Application ${id} was restored from a backup made ${row.restore_hold}; confirm it was not boarded since before sending it`,
    );
  }
}

const TAMPERED_REASON: StatusReason = { code: 'tampered', params: {} };

/**
 * An application whose state does not verify was changed behind the database's back. It must not be
 * sent, edited into sending, or shown as what it claims: it becomes an unknown outcome that can
 * never be queued again (a person records what the acquirer says), in its own transaction.
 */
export function quarantine(database: Database, id: string): void {
  const now = database.now().toISOString();
  database.db
    .transaction(() => {
      const current = selectStatus(database, id);
      if (current === undefined || stateIntact(database.db, database.stateMac, id)) return;
      cachedStatement(
        database.db,
        `UPDATE applications SET status = 'unknown_outcome', resend_barred = 1, next_attempt_at = NULL,
           status_reason = @reason, status_reason_code = @code, status_reason_params = '{}', updated_at = @now WHERE id = @id`,
      ).run({ id, reason: reasonRecordText(TAMPERED_REASON), code: TAMPERED_REASON.code, now });
      sealState(database.db, database.stateMac, id);
      audit(database, id, 'system', 'integrity', current, 'unknown_outcome', reasonRecordText(TAMPERED_REASON), now);
    })
    .immediate();
}

export interface SendStart {
  settingsSnapshotId: number;
  /** The endpoint path, e.g. `/soletrader`. */
  path: string;
  /** Who pressed send; the outbox's background loop is `system`. */
  actor?: Actor;
  /**
   * The revision whose body the caller read and is about to send: with the state verified, the
   * body sent is then the authenticated one. A different revision is not sent (undefined).
   */
  expectedRevision?: number;
}

/**
 * Claims a queued application for one request: queued → sending and an open attempt, together.
 * Undefined when it is not queued (another worker took it, or the agent pulled it back).
 */
export function beginSending(database: Database, id: string, input: SendStart): { attemptId: number } | undefined {
  const now = database.now().toISOString();
  const actor = input.actor ?? 'system';
  const begun = database.db
    .transaction((): { attemptId: number } | undefined | 'tampered' => {
      if (selectStatus(database, id) !== 'queued') return undefined;
      // The send is decided here: the state and the body about to go out must be what we wrote.
      if (!stateIntact(database.db, database.stateMac, id)) return 'tampered';
      const revision = (cachedStatement(database.db, 'SELECT revision FROM applications WHERE id = ?').get(id) as { revision: number })
        .revision;
      if (input.expectedRevision !== undefined && revision !== input.expectedRevision) return undefined;
      assertMayQueue(database, id);
      writeStatus(database, id, 'queued', 'sending', { settingsSnapshotId: input.settingsSnapshotId }, now, {
        code: 'sending',
        params: {},
      });
      const attempt = database.db
        .prepare('INSERT INTO submission_attempts (application_id, settings_snapshot_id, path, started_at) VALUES (?, ?, ?, ?)')
        .run(id, input.settingsSnapshotId, input.path, now);
      audit(database, id, actor, 'send_start', 'queued', 'sending', `sending to ${input.path}`, now);
      return { attemptId: Number(attempt.lastInsertRowid) };
    })
    .immediate();
  if (begun === 'tampered') {
    quarantine(database, id);
    return undefined;
  }
  return begun;
}

export interface AttemptFinish {
  to: 'submitted' | 'rejected' | 'unknown_outcome' | 'queued';
  outcome: AttemptOutcome;
  httpStatus: number | null;
  /** What the service answered or what went wrong; sealed, since rejection bodies may echo personal data. */
  detail: unknown;
  reason: StatusReason;
  merchantId?: number;
  result?: unknown;
  problems?: Problem[];
  nextAttemptAt?: string | null;
  attemptCount?: number;
  actor?: Actor;
  /** With `to: 'rejected'`: the service's words, stored sealed with the application until it is deleted. */
  refusal?: { message: string; reasons: RefusalReason[] };
}

/**
 * Records how a request ended and moves sending → `to`, in one transaction. Returns true when the
 * status moved. Returns false when the application is no longer sending on this attempt (another
 * process declared it interrupted, or a newer attempt began): the attempt's outcome is still
 * recorded, since what the service said (a merchant id) must not be lost, but the status is left
 * for a person to resolve.
 */
export function finishAttempt(database: Database, id: string, attemptId: number, outcome: AttemptFinish): boolean {
  checkStatus(outcome.to);
  const now = database.now().toISOString();
  const actor = outcome.actor ?? 'system';
  return database.db
    .transaction(() => {
      const attempt = database.db
        .prepare('SELECT finished_at, outcome FROM submission_attempts WHERE id = ? AND application_id = ?')
        .get(attemptId, id) as { finished_at: string | null; outcome: AttemptOutcome | null } | undefined;
      if (attempt === undefined) throw new DatabaseError('not_found', `No attempt ${attemptId} for application ${id}`);
      // 'unknown' may have been written by recoverInterruptedSends as a guess; the real answer replaces it.
      if (attempt.finished_at !== null && attempt.outcome !== 'unknown') {
        throw new DatabaseError('attempt_finished', `Attempt ${attemptId} already finished as ${String(attempt.outcome)}`);
      }
      database.db
        .prepare('UPDATE submission_attempts SET finished_at = ?, outcome = ?, http_status = ?, detail = ? WHERE id = ?')
        .run(
          now,
          outcome.outcome,
          outcome.httpStatus,
          database.cipher.sealJson(outcome.detail, purpose.attemptDetail(attemptId)),
          attemptId,
        );

      const current = selectStatus(database, id);
      const newer = database.db.prepare('SELECT 1 FROM submission_attempts WHERE application_id = ? AND id > ?').get(id, attemptId);
      if (current !== 'sending' || newer !== undefined) {
        const reason = `late outcome ${outcome.outcome} of attempt ${attemptId}; status left as ${String(current)}`;
        audit(database, id, actor, 'send_finish', current ?? null, current ?? null, reason, now);
        return false;
      }
      writeStatus(database, id, 'sending', outcome.to, outcome, now, outcome.reason);
      if (outcome.to === 'rejected' && outcome.refusal !== undefined) {
        insertRefusal(database, { applicationId: id, attemptId, httpStatus: outcome.httpStatus, ...outcome.refusal }, now);
      }
      audit(database, id, actor, 'send_finish', 'sending', outcome.to, reasonRecordText(outcome.reason), now);
      return true;
    })
    .immediate();
}

const INTERRUPTED_REASON: StatusReason = { code: 'interrupted', params: {} };

/**
 * Run at start, before the outbox: a row still 'sending' means the process died mid-request, so
 * the service may or may not have created the merchant. It becomes unknown_outcome (never
 * queued: a blind resend can board the merchant twice) and its open attempt is closed as unknown.
 */
export function recoverInterruptedSends(database: Database): string[] {
  const now = database.now().toISOString();
  return database.db
    .transaction(() => {
      const ids = (
        database.db.prepare("SELECT id FROM applications WHERE status = 'sending' ORDER BY rowid").all() as { id: string }[]
      ).map((row) => row.id);
      for (const id of ids) {
        writeStatus(database, id, 'sending', 'unknown_outcome', {}, now, INTERRUPTED_REASON);
        database.db
          .prepare("UPDATE submission_attempts SET finished_at = ?, outcome = 'unknown' WHERE application_id = ? AND finished_at IS NULL")
          .run(now, id);
        audit(database, id, 'system', 'recover', 'sending', 'unknown_outcome', reasonRecordText(INTERRUPTED_REASON), now);
      }
      return ids;
    })
    .immediate();
}

function checkStatus(status: ApplicationStatus): void {
  if (!APPLICATION_STATUSES.includes(status)) throw new DatabaseError('invalid_input', `Unknown status ${String(status)}`);
}

/** The UPDATE behind every status change. Only fields the caller gave are written. */
function writeStatus(
  database: Database,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  fields: Fields,
  now: string,
  reason: StatusReason,
): void {
  // Column names below are fixed text; every value is bound. status_reason keeps the reason's
  // neutral text (as the audit log has it); the renderer words the code and params.
  const sets = [
    'status = @to',
    'status_reason = @reason',
    'status_reason_code = @reasonCode',
    'status_reason_params = @reasonParams',
    'updated_at = @now',
  ];
  const params: Record<string, unknown> = {
    id,
    from,
    to,
    now,
    reason: shortReason(reasonRecordText(reason)),
    reasonCode: reason.code,
    reasonParams: JSON.stringify(reason.params),
  };
  if (fields.settingsSnapshotId !== undefined) {
    sets.push('settings_snapshot_id = @snapshot');
    params.snapshot = fields.settingsSnapshotId;
  }
  if (fields.merchantId !== undefined) {
    sets.push('merchant_id = @merchantId');
    params.merchantId = fields.merchantId;
  }
  if (fields.result !== undefined) {
    sets.push('result_json = @result');
    params.result = fields.result === null ? null : JSON.stringify(fields.result);
  }
  // Indexed only once the UPDATE below has found the row: the result's IDs become searchable with it.
  const reindex = fields.result !== undefined;
  if (fields.nextAttemptAt !== undefined) {
    sets.push('next_attempt_at = @next');
    params.next = fields.nextAttemptAt === null ? null : toIsoTime(fields.nextAttemptAt, 'nextAttemptAt');
  }
  if (fields.attemptCount !== undefined) {
    if (!Number.isInteger(fields.attemptCount) || fields.attemptCount < 0) {
      throw new DatabaseError('invalid_input', 'attemptCount must be a whole number ≥ 0');
    }
    sets.push('attempt_count = @attempts');
    params.attempts = fields.attemptCount;
  }
  // A retry (sending → queued) keeps its place in the line; a fresh queueing starts one.
  if (to === 'queued' && from !== 'sending' && from !== 'queued') sets.push('queued_at = @now');
  // A refusal stands until the agent queues the application again; it stays in the history.
  if (to === 'queued' && from === 'rejected') markRefusalsRequeued(database, id, now);
  if (to === 'submitted') sets.push('submitted_at = @now');
  const result = cachedStatement(database.db, `UPDATE applications SET ${sets.join(', ')} WHERE id = @id AND status = @from`).run(params);
  if (result.changes !== 1) throw new Error(`status of application ${id} changed inside its own transaction`);
  if (reindex) indexResult(database, id, fields.result);
  if (fields.problems !== undefined) {
    const sealed = database.cipher.sealJson(fields.problems, purpose.applicationProblems(id));
    const written = cachedStatement(database.db, 'UPDATE application_bodies SET problems = ? WHERE application_id = ?').run(sealed, id);
    if (written.changes !== 1) throw new Error(`Application ${id} has no stored body`);
  }
  sealState(database.db, database.stateMac, id);
}

function audit(
  database: Database,
  applicationId: string,
  actor: Actor,
  action: AuditAction,
  from: ApplicationStatus | null,
  to: ApplicationStatus | null,
  reason: string,
  now: string,
): void {
  insertAudit(database, { applicationId, actor, action, from, to, reason }, now);
}
