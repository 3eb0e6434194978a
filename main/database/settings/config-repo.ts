import { DatabaseError } from '../errors';
import type { Database } from '../database';
import { upsertOrDelete, type KeyedTable } from '../statements';

const CONFIG: KeyedTable = { table: 'config', key: 'key', value: 'value_json' };

/** Preferences are stored clear; a secret put here by mistake would be too, so such names are refused. */
const SECRET_LOOKING = /api[-_ ]?key|secret|password|token/i;

/** Plain preferences: base URL, api-version, training mode, operator/agent name, language. */
export function getConfig<T>(database: Database, key: string): T | undefined {
  const row = database.db.prepare('SELECT value_json FROM config WHERE key = ?').get(key) as { value_json: string } | undefined;
  return row === undefined ? undefined : (JSON.parse(row.value_json) as T);
}

/** `undefined` removes the preference. */
export function setConfig(database: Database, key: string, value: unknown): void {
  if (key === '') throw new DatabaseError('invalid_input', 'config key is empty');
  if (SECRET_LOOKING.test(key)) throw new DatabaseError('invalid_input', `"${key}" looks like a secret; use setApiKey, which encrypts it`);
  const json = value === undefined ? null : JSON.stringify(value);
  upsertOrDelete(database.db, CONFIG, key, json, database.now().toISOString());
}
