import type { Database } from '../open/open-database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';

/** Where a copy came from: the original's id and the business name both had when it was made. */
export interface CopyOrigin {
  id: string;
  name: string;
}

/** The prefix of a copy's create reason; the original's id follows it. */
export const COPIED_FROM = 'copied from ';

// A copy's create row names its original in the clear reason and seals the name it had then in
// the detail (a name may name a person), so no column or migration is needed to tell a copy.
const ORIGINS = `SELECT id, application_id, reason, detail FROM audit_log
  WHERE action = 'create' AND reason LIKE 'copied from %'
    AND application_id IN (SELECT value FROM json_each(?))`;

/**
 * The origin of each of `ids` that is a copy, by id. Reads only the create rows of copies, so a
 * dashboard page decrypts one small detail per copy on it. A copy whose detail a retention purge
 * removed has no origin any more.
 */
export function copyOrigins(database: Database, ids: readonly string[]): Map<string, CopyOrigin> {
  const origins = new Map<string, CopyOrigin>();
  if (ids.length === 0) return origins;
  const rows = cachedStatement(database.db, ORIGINS).all(JSON.stringify(ids)) as {
    id: number;
    application_id: string;
    reason: string;
    detail: Buffer | null;
  }[];
  for (const row of rows) {
    if (row.detail === null) continue;
    const detail = database.cipher.openJson(row.detail, purpose.auditDetail(row.id)) as { copiedName?: unknown };
    if (typeof detail?.copiedName !== 'string') continue;
    const id = row.reason.slice(COPIED_FROM.length).split(',')[0]!.trim();
    origins.set(row.application_id, { id, name: detail.copiedName });
  }
  return origins;
}
