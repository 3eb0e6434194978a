import Database from 'better-sqlite3';
import type { StateMac } from '$main/crypto/state-mac';
import { sealState } from '../applications/application-state-seal';
import { DatabaseError } from '../errors';
import { MIGRATIONS } from '../migrations';
import type { KeptOutDocument } from './restore-documents';
import { HELD_ON_RESTORE, type HeldApplication } from './restore-hold';
import type { ApplicationStatus } from '../types';

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

// SQLite's own bookkeeping tables, which ANALYZE or AUTOINCREMENT may create; they hold no code.
const SQLITE_INTERNAL = /^sqlite_(sequence|stat1|stat4)$/;

function schemaObjects(db: Database.Database): Map<string, SchemaObject> {
  const rows = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name').all() as SchemaObject[];
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, row]));
}

/**
 * Refuses a backup holding any schema object (table, index, trigger, view) that our migrations up
 * to its version did not create exactly so: a crafted file could carry a trigger that rewrites an
 * application as it is sent, or a view shadowing a table. The reference is built by running the
 * same migrations on an empty in-memory database.
 */
export function assertSchemaAsMigrated(db: Database.Database, version: number, file: string): void {
  const reference = new Database(':memory:');
  try {
    for (const migration of MIGRATIONS.slice(0, version)) reference.transaction(() => migration.up(reference))();
    const expected = schemaObjects(reference);
    const found = schemaObjects(db);
    const foreign = [...found.entries()]
      .filter(([key, object]) => {
        if (object.type === 'table' && SQLITE_INTERNAL.test(object.name)) return false;
        const wanted = expected.get(key);
        return wanted === undefined || wanted.sql !== object.sql || wanted.tbl_name !== object.tbl_name;
      })
      .map(([key]) => key);
    const missing = [...expected.keys()].filter((key) => !found.has(key));
    if (foreign.length > 0 || missing.length > 0) {
      const named = [...foreign.map((k) => `unexpected ${k}`), ...missing.map((k) => `missing ${k}`)].slice(0, 5).join(', ');
      throw new DatabaseError('invalid_input', `${file} is not a backup Fieldboard made: its database structure was changed (${named})`);
    }
  } finally {
    reference.close();
  }
}

/**
 * What a backup may not bring into a new folder: the service's address, the training switch,
 * remembered endpoint paths and any stored secret. The agent sets the service and its key again,
 * so a crafted backup cannot send the key (or anything else) to a server of its choosing.
 */
export function dropServiceConfig(db: Database.Database): void {
  db.prepare("DELETE FROM config WHERE key LIKE 'service.%'").run();
  db.prepare('DELETE FROM secrets').run();
}

const RESTORED_SENDING = 'restored from a backup made while it was being sent; check with the acquirer';
const RESTORED_SENT = 'restored from a backup whose history shows it was sent; check with the acquirer';

/** What a restore did that the agent must know, and how old the backup was. */
export interface RestoreSummary {
  /** When the backup was made (authenticated by its manifest, or as an older backup recorded it). */
  backupMadeAt: string;
  restoredAt: string;
  /** Held until the agent confirms each was not boarded after the backup was made (restore-hold.ts). */
  held: HeldApplication[];
  /** Made an unknown outcome that is never sent again: its attempts or audit log show a request that may have arrived. */
  sentPerHistory: { id: string; businessName: string; status: ApplicationStatus }[];
  /** Left out by the document gate (restore-documents.ts): each application named needs that document again. */
  documentsKeptOut: KeptOutDocument[];
}

/**
 * True when the application's attempts or audit log show a request that may have reached the
 * service and that no later decision of the agent answered: a 201, an unknown or unfinished
 * attempt not followed by a conscious resend, or a trail that last left it sending, unknown or
 * submitted. Its row must then not be what decides: it may be an older copy standing in for it.
 */
const HISTORY_SHOWS_SEND = `SELECT
  EXISTS (SELECT 1 FROM submission_attempts WHERE application_id = @id AND outcome = 'submitted')
  OR EXISTS (
    SELECT 1 FROM submission_attempts AS t
     WHERE t.application_id = @id AND (t.outcome = 'unknown' OR t.finished_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM audit_log AS r WHERE r.application_id = @id AND r.from_status = 'unknown_outcome'
                         AND r.to_status = 'queued' AND r.at >= t.started_at))
  OR coalesce((SELECT to_status FROM audit_log WHERE application_id = @id ORDER BY id DESC LIMIT 1)
       IN ('sending', 'unknown_outcome', 'submitted'), 0) AS sent`;

const SENT_OR_MAYBE: readonly ApplicationStatus[] = ['sending', 'unknown_outcome', 'submitted'];

interface RestoredRow {
  id: string;
  status: ApplicationStatus;
  business_name: string;
  merchant_id: number | null;
  result_json: string | null;
}

/**
 * A backup is a moment in the past: anything that had reached the service, or might have, or
 * might have since, must not be sent again without a person checking. Applied to the restored
 * copy (already at this schema) before it becomes the live database:
 * - with a merchant ID or a result, or sending, unknown or submitted: barred from ever being queued;
 * - sending, or shown sent by its attempts or audit log whatever its row says: an unknown outcome, barred;
 * - anything else that could still be queued: held until the agent confirms it was not boarded
 *   after `backupMadeAt` (restore-hold.ts).
 */
export function applyRestoreRule(db: Database.Database, mac: StateMac, nowIso: string, backupMadeAt: string): RestoreSummary {
  const rows = db
    .prepare('SELECT id, status, business_name, merchant_id, result_json FROM applications ORDER BY rowid')
    .all() as RestoredRow[];
  const audit = db.prepare(
    `INSERT INTO audit_log (application_id, at, actor, action, from_status, to_status, reason) VALUES (?, ?, 'system', 'restore', ?, ?, ?)`,
  );
  const historyShowsSend = db.prepare(HISTORY_SHOWS_SEND).pluck();
  const setAside = db.prepare(
    `UPDATE applications SET status = @to, resend_barred = 1, next_attempt_at = NULL, status_reason = coalesce(@reason, status_reason),
       status_reason_code = coalesce(@code, status_reason_code), status_reason_params = CASE WHEN @code IS NULL THEN status_reason_params ELSE '{}' END
     WHERE id = @id`,
  );
  const hold = db.prepare('UPDATE applications SET restore_hold = ? WHERE id = ?');
  const summary: RestoreSummary = { backupMadeAt, restoredAt: nowIso, held: [], sentPerHistory: [], documentsKeptOut: [] };
  for (const row of rows) {
    // A row that already says the request may have gone is right as it is; one that says otherwise is outvoted.
    const sent = !SENT_OR_MAYBE.includes(row.status) && historyShowsSend.get({ id: row.id }) === 1;
    const mayExist = sent || row.merchant_id !== null || row.result_json !== null || SENT_OR_MAYBE.includes(row.status);
    if (mayExist) {
      const to = sent || row.status === 'sending' ? 'unknown_outcome' : row.status;
      const [reason, code] = sent
        ? [RESTORED_SENT, 'restored_sent']
        : row.status === 'sending'
          ? [RESTORED_SENDING, 'restored_sending']
          : [null, null];
      setAside.run({ id: row.id, to, reason, code });
      if (sent) summary.sentPerHistory.push({ id: row.id, businessName: row.business_name, status: row.status });
      audit.run(row.id, nowIso, row.status, to, reason ?? 'restored from a backup: it may exist at the service, so it is never sent again');
    } else if (HELD_ON_RESTORE.includes(row.status)) {
      hold.run(backupMadeAt, row.id);
      summary.held.push({ id: row.id, businessName: row.business_name, status: row.status, backupMadeAt });
      audit.run(
        row.id,
        nowIso,
        row.status,
        row.status,
        `restored from a backup made ${backupMadeAt}: held until the agent confirms it was not boarded since`,
      );
    } else {
      continue;
    }
    sealState(db, mac, row.id);
  }
  db.prepare("UPDATE submission_attempts SET finished_at = ?, outcome = 'unknown' WHERE finished_at IS NULL").run(nowIso);
  return summary;
}
