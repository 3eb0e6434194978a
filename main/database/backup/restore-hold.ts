import { isUsableReason } from '$shared/rules/notice';
import { sealState, stateIntact } from '../applications/application-state-seal';
import { quarantine } from '../outbox/application-transitions';
import { insertAudit } from '../audit-repo';
import { DatabaseError } from '../errors';
import type { Database } from '../open/open-database';
import { cachedStatement } from '../statements';
import type { Actor, ApplicationStatus } from '../types';

/**
 * A restore cannot know what happened after its backup was made: an application it brings back
 * that could still be sent may have been boarded since from the machine that was lost. Such an
 * application is held (`restore_hold` = the backup's time, a sealed state column) until the agent
 * confirms they checked with the acquirer; until then the outbox skips it and it cannot be queued
 * (application-transitions.ts, assertMayQueue). docs/decisions.md: "A restore holds what it
 * cannot know".
 */

/** The statuses a restore holds: every one from which the agent could still queue it. */
export const HELD_ON_RESTORE: readonly ApplicationStatus[] = ['draft', 'ready', 'needs_attention', 'rejected', 'queued'];

export interface HeldApplication {
  id: string;
  businessName: string;
  status: ApplicationStatus;
  /** When the backup was made whose restore holds it (or holds the application it was made from, holdWith). */
  backupMadeAt: string;
}

/** Every held application, oldest first. */
export function listHeld(database: Database): HeldApplication[] {
  const rows = cachedStatement(
    database.db,
    'SELECT id, business_name, status, restore_hold FROM applications WHERE restore_hold IS NOT NULL ORDER BY created_at, id',
  ).all() as { id: string; business_name: string; status: ApplicationStatus; restore_hold: string }[];
  return rows.map((row) => ({ id: row.id, businessName: row.business_name, status: row.status, backupMadeAt: row.restore_hold }));
}

/** The time of the backup an application was restored from while it is held; null when it is not. */
export function restoreHoldOf(database: Database, id: string): string | null {
  const row = cachedStatement(database.db, 'SELECT restore_hold FROM applications WHERE id = ?').get(id) as
    { restore_hold: string | null } | undefined;
  return row?.restore_hold ?? null;
}

/**
 * The agent checked with the acquirer that these applications (or every held one) were not
 * boarded after their backup was made: each is released in one transaction with a `restore_confirm`
 * audit row, the agent's reason sealed in its detail. Returns the ids released; an application that
 * is not held is left as it is. One whose state fails its check is set aside, not released.
 */
export function confirmNotBoarded(database: Database, which: { ids: readonly string[] } | 'all', actor: Actor, reason: string): string[] {
  if (!isUsableReason(reason))
    throw new DatabaseError('invalid_input', 'say how you checked that it was not boarded (3 to 500 characters)');
  const now = database.now().toISOString();
  const tampered: string[] = [];
  const released = database.db
    .transaction(() => {
      const held = new Map(listHeld(database).map((item) => [item.id, item]));
      const ids = which === 'all' ? [...held.keys()] : which.ids;
      const done: string[] = [];
      for (const id of ids) {
        const item = held.get(id);
        if (item === undefined) {
          if (!exists(database, id)) throw new DatabaseError('not_found', `No application ${id}`);
          continue;
        }
        if (!stateIntact(database.db, database.stateMac, id)) {
          tampered.push(id);
          continue;
        }
        cachedStatement(database.db, 'UPDATE applications SET restore_hold = NULL WHERE id = ?').run(id);
        sealState(database.db, database.stateMac, id);
        insertAudit(
          database,
          {
            applicationId: id,
            actor,
            action: 'restore_confirm',
            from: item.status,
            to: item.status,
            reason: `confirmed not boarded since the backup made ${item.backupMadeAt}`,
            detail: { reason: reason.trim() },
          },
          now,
        );
        done.push(id);
      }
      return done;
    })
    .immediate();
  for (const id of tampered) quarantine(database, id);
  return released;
}

/**
 * A new application made from the data of a held one (a copy of it, or an import of the same
 * merchant) is held with it: it would board the same merchant, which may have been boarded since
 * the backup just as the held one may. The same column and backup time as a restore's hold, so it
 * is sealed, listed, skipped and released (confirmNotBoarded) the same way. `why` is the audit
 * row's clear reason (ids only). Leaves an application already held as it is.
 */
export function holdWith(database: Database, id: string, backupMadeAt: string, actor: Actor, why: string): void {
  const now = database.now().toISOString();
  const tampered = database.db
    .transaction((): boolean => {
      const status = (
        cachedStatement(database.db, 'SELECT status FROM applications WHERE id = ? AND restore_hold IS NULL').get(id) as
          { status: ApplicationStatus } | undefined
      )?.status;
      if (status === undefined) return false;
      // Never seal over a state this database did not write.
      if (!stateIntact(database.db, database.stateMac, id)) return true;
      cachedStatement(database.db, 'UPDATE applications SET restore_hold = ? WHERE id = ?').run(backupMadeAt, id);
      sealState(database.db, database.stateMac, id);
      insertAudit(database, { applicationId: id, actor, action: 'hold', from: status, to: status, reason: why }, now);
      return false;
    })
    .immediate();
  if (tampered) {
    quarantine(database, id);
    throw new DatabaseError('tampered', `Application ${id} failed its integrity check; it was set aside as an unknown outcome`);
  }
}

function exists(database: Database, id: string): boolean {
  return cachedStatement(database.db, 'SELECT 1 FROM applications WHERE id = ?').get(id) !== undefined;
}
