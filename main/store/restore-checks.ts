import Database from 'better-sqlite3';
import type { StateMac } from '../crypto/state-mac';
import { sealState } from './application-state-seal';
import { StoreError } from './errors';
import { MIGRATIONS } from './migrations';

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
      throw new StoreError('invalid_input', `${file} is not a backup Fieldboard made: its database structure was changed (${named})`);
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

const RESTORED_QUEUED = 'restored from a backup: it was queued then and may have been sent since; check with the acquirer';
const RESTORED_SENDING = 'restored from a backup made while it was being sent; check with the acquirer';

/**
 * A backup is a moment in the past: anything that had reached the service, or might have, or
 * might have since (queued then), must not be sent again without a person checking. Applied to
 * the restored copy before it becomes the live database:
 * - with a merchant ID or a result, or sending, unknown or submitted: barred from ever being queued;
 * - sending: becomes an unknown outcome (its request may have arrived);
 * - queued: becomes an unknown outcome the agent may resend after checking with the acquirer.
 */
export function applyRestoreRule(db: Database.Database, mac: StateMac, nowIso: string): void {
  const rows = db.prepare('SELECT id, status, merchant_id, result_json FROM applications ORDER BY rowid').all() as {
    id: string;
    status: string;
    merchant_id: number | null;
    result_json: string | null;
  }[];
  const audit = db.prepare(
    `INSERT INTO audit_log (application_id, at, actor, action, from_status, to_status, reason) VALUES (?, ?, 'system', 'restore', ?, ?, ?)`,
  );
  // A backup made before migration 007 has only the English reason, which that migration reads
  // into its code when the restored file is opened; a newer one gets the code here too.
  const coded = db.prepare("SELECT 1 FROM pragma_table_info('applications') WHERE name = 'status_reason_code'").get() !== undefined;
  const setCode = coded
    ? db.prepare("UPDATE applications SET status_reason_code = @code, status_reason_params = '{}' WHERE id = @id AND @code IS NOT NULL")
    : undefined;
  for (const row of rows) {
    const mayExist =
      row.merchant_id !== null || row.result_json !== null || ['sending', 'unknown_outcome', 'submitted'].includes(row.status);
    const to = row.status === 'sending' || row.status === 'queued' ? 'unknown_outcome' : row.status;
    if (!mayExist && to === row.status) continue;
    const reason = row.status === 'queued' ? RESTORED_QUEUED : row.status === 'sending' ? RESTORED_SENDING : null;
    db.prepare(
      `UPDATE applications SET status = @to, resend_barred = @barred, next_attempt_at = NULL,
         status_reason = coalesce(@reason, status_reason) WHERE id = @id`,
    ).run({ id: row.id, to, barred: mayExist ? 1 : 0, reason });
    setCode?.run({ id: row.id, code: row.status === 'queued' ? 'restored_queued' : row.status === 'sending' ? 'restored_sending' : null });
    sealState(db, mac, row.id);
    audit.run(row.id, nowIso, row.status, to, reason ?? 'restored from a backup: it may exist at the service, so it is never sent again');
  }
  db.prepare("UPDATE submission_attempts SET finished_at = ?, outcome = 'unknown' WHERE finished_at IS NULL").run(nowIso);
}
