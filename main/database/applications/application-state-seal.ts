import { timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { StateMac } from '$main/crypto/state-mac';
import { cachedStatement } from '../statements';

/**
 * THE ONE PLACE that says which of an application's clear columns decide whether, and what, is
 * sent. Each is authenticated, with the sealed body, by `state_mac` (HMAC under a key derived
 * from the data key), so a database or backup edited by hand (`status = 'queued'`, a cleared
 * merchant ID) is caught before it can send anything.
 *
 * Adding a column to `applications`? Put it here if it can change what is sent or whether (a
 * status, an ID, a flag, a time), or in NOT_STATE_COLUMNS with the reason it cannot.
 * test/integration/database/applications/state-seal.test.ts fails until every column is in one of the two lists,
 * and has a tampered-backup case per column here. Every write to `applications` or to the body
 * must end with `sealState` in the same transaction (the repositories do: createApplication,
 * writeStatus, the restore rule), or store `stateMacOf` the values it writes in the same UPDATE
 * (saveDraft, which has the row in hand, having read it to check it).
 */
export const STATE_COLUMNS = [
  'id',
  'entity_type',
  'status',
  'business_name',
  'settings_snapshot_id',
  'merchant_id',
  'result_json',
  'revision',
  'attempt_count',
  'next_attempt_at',
  'queued_at',
  'submitted_at',
  'resend_barred',
  'restore_hold',
] as const;

/**
 * State columns added after rows were first sealed: each enters the MAC's input only while it is
 * set (as a name and value pair), so a row sealed before the column existed still verifies, and
 * clearing a set value behind the database's back still fails the check.
 */
const SEALED_WHEN_SET: ReadonlySet<string> = new Set(['restore_hold']);

/** Columns that cannot change what is sent or whether, and so are left out of the MAC. */
export const NOT_STATE_COLUMNS = {
  business_name_folded: 'a search key derived from business_name',
  status_reason: 'wording for people; nothing reads it to decide',
  status_reason_code: 'why, as a code for the renderer to word (migration 007); nothing reads it to decide',
  status_reason_params: 'the parameters of status_reason_code; nothing reads them to decide',
  created_at: 'shown only',
  updated_at: 'sort order only; attachments touch it without changing the state',
  state_mac: 'the MAC itself',
} as const;

/** The sealed body authenticated with the state; where it lives is said here only. */
const SELECT_STATE = `SELECT ${STATE_COLUMNS.map((c) => `a.${c}`).join(', ')}, a.state_mac, b.body
  FROM applications AS a LEFT JOIN application_bodies AS b ON b.application_id = a.id WHERE a.id = ?`;

/** The state's values as SQLite returns them (a write that folds the MAC in builds them from what it holds). */
export type StateValues = Record<(typeof STATE_COLUMNS)[number], unknown>;

type StateRow = StateValues & { state_mac: Buffer | null; body: Buffer | null };

/**
 * The state's values as JSON: unambiguous for text, numbers and null (a pair is never a column's
 * value). Built with one array, not an array per column: every autosave builds it twice.
 */
function stateText(state: StateValues): string {
  const values: unknown[] = [];
  for (const column of STATE_COLUMNS) {
    const value = state[column] ?? null;
    if (!SEALED_WHEN_SET.has(column)) values.push(value);
    else if (value !== null) values.push([column, value]);
  }
  return JSON.stringify(values);
}

/** The MAC's input: the state's values as JSON, then the body. */
function macInput(stateJson: string, body: Buffer | null): Buffer[] {
  return [MAC_LABEL, Buffer.from(stateJson, 'utf8'), body ?? NO_BODY];
}

const MAC_LABEL = Buffer.from('application-state v1');
const NO_BODY = Buffer.alloc(0);

/**
 * The last MAC a save computed under each key, with the exact input it covers. An autosave reads
 * back the row its previous save wrote: when the stored state, body and MAC are byte for byte that
 * input and its MAC, verifying would compute this very MAC again, so the HMAC over the body is
 * not run twice. Any other byte (an edit behind the database's back) is verified in full.
 */
const lastComputed = new WeakMap<StateMac, { state: string; body: Buffer; tag: Buffer }>();

/**
 * The MAC of a state and body about to be written, for a write that stores it in its own UPDATE
 * (saveDraft) instead of reading its row back through sealState. The values must be exactly what
 * the row will hold, as SQLite returns them (numbers as numbers, NULL as null).
 */
export function stateMacOf(mac: StateMac, state: StateValues, body: Buffer): Buffer {
  const stateJson = stateText(state);
  const tag = mac.mac(...macInput(stateJson, body));
  lastComputed.set(mac, { state: stateJson, body, tag });
  return tag;
}

/** True when a row its caller already read (state columns, state_mac and body) verifies. */
export function rowIntact(mac: StateMac, row: StateValues & { state_mac: Buffer | null }, body: Buffer | null): boolean {
  if (body === null || row.state_mac === null) return false;
  const stateJson = stateText(row);
  const last = lastComputed.get(mac);
  if (last !== undefined && isLastComputed(last, stateJson, body, row.state_mac)) return true;
  return mac.verify(row.state_mac, ...macInput(stateJson, body));
}

function isLastComputed(last: { state: string; body: Buffer; tag: Buffer }, state: string, body: Buffer, tag: Buffer): boolean {
  return tag.length === last.tag.length && timingSafeEqual(tag, last.tag) && last.state === state && last.body.equals(body);
}

/** Recomputes and stores the application's MAC. Call last in every transaction that writes its state or body. */
export function sealState(db: Database.Database, mac: StateMac, id: string): void {
  const row = cachedStatement(db, SELECT_STATE).get(id) as StateRow | undefined;
  if (row === undefined) throw new Error(`no application ${id} to seal`);
  cachedStatement(db, 'UPDATE applications SET state_mac = ? WHERE id = ?').run(mac.mac(...macInput(stateText(row), row.body)), id);
}

/** True when the stored state and body are exactly what this database last wrote; false for an unknown id. */
export function stateIntact(db: Database.Database, mac: StateMac, id: string): boolean {
  const row = cachedStatement(db, SELECT_STATE).get(id) as StateRow | undefined;
  return row !== undefined && rowIntact(mac, row, row.body);
}

/** Every application whose state does not verify (a restore refuses a backup holding any). */
export function findTamperedStates(db: Database.Database, mac: StateMac): string[] {
  const ids = (db.prepare('SELECT id FROM applications ORDER BY rowid').all() as { id: string }[]).map((r) => r.id);
  return ids.filter((id) => !stateIntact(db, mac, id));
}

/**
 * Config key written by migration 004 when it found applications with no MAC yet; openDatabase
 * seals them with the data key and removes it, in one transaction. A backup carrying it is
 * refused: only a database that was opened (and so sealed) can be exported.
 */
export const UNSEALED_MARKER = 'store.unsealedApplications';

export function sealPendingStates(db: Database.Database, mac: StateMac): void {
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM config WHERE key = ?').get(UNSEALED_MARKER) === undefined) return;
    for (const { id } of db.prepare('SELECT id FROM applications WHERE state_mac IS NULL').all() as { id: string }[]) {
      sealState(db, mac, id);
    }
    db.prepare('DELETE FROM config WHERE key = ?').run(UNSEALED_MARKER);
  }).immediate();
}
