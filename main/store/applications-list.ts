import { foldName, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './application-rows';
import { StoreError } from './errors';
import { toIsoTime } from './iso-time';
import type { Store } from './open-store';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from './types';

export const MAX_LIST_LIMIT = 1000;

export interface ApplicationListQuery {
  status?: ApplicationStatus;
  /** Case-insensitive substring of the business name. */
  search?: string;
  limit: number;
  offset: number;
}

export interface ApplicationList {
  items: ApplicationSummary[];
  /** Rows matching both the search and the status. */
  total: number;
  /** Per status among rows matching the search, whatever the status filter: the dashboard's tab badges. */
  counts: Record<ApplicationStatus, number>;
}

/**
 * The dashboard list: newest change first, from clear columns only, so it never decrypts and
 * stays fast with thousands of rows (indexes on updated_at and status, updated_at).
 */
export function listApplications(store: Store, query: ApplicationListQuery): ApplicationList {
  if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > MAX_LIST_LIMIT) {
    throw new StoreError('invalid_input', `limit must be a whole number from 0 to ${MAX_LIST_LIMIT}`);
  }
  if (!Number.isInteger(query.offset) || query.offset < 0) throw new StoreError('invalid_input', 'offset must be a whole number ≥ 0');
  if (query.status !== undefined && !APPLICATION_STATUSES.includes(query.status)) {
    throw new StoreError('invalid_input', `Unknown status ${String(query.status)}`);
  }
  const search = query.search === undefined ? '' : foldName(query.search.trim());
  const sql = applicationListSql({ search: search !== '', status: query.status !== undefined });
  const params = { search, status: query.status ?? null, limit: query.limit, offset: query.offset };

  // One read transaction: the counts and the page describe the same moment.
  return store.db.transaction(() => {
    const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
    const countRows = store.db.prepare(sql.counts).all(params) as { status: ApplicationStatus; n: number }[];
    for (const row of countRows) counts[row.status] = row.n;
    const total = query.status === undefined ? countRows.reduce((sum, row) => sum + row.n, 0) : counts[query.status];
    const rows = store.db.prepare(sql.page).all(params) as SummaryRow[];
    return { items: rows.map(toSummary), total, counts };
  })();
}

/** The two statements behind the list; exported so a test can check their query plans. */
export function applicationListSql(filters: { search: boolean; status: boolean }): { counts: string; page: string } {
  // instr, not LIKE: no wildcard escaping, and the folded column already makes it case-insensitive.
  const searchClause = filters.search ? 'instr(business_name_folded, @search) > 0' : '1';
  const statusClause = filters.status ? 'status = @status' : '1';
  return {
    counts: `SELECT status, count(*) AS n FROM applications WHERE ${searchClause} GROUP BY status`,
    page: `SELECT ${SUMMARY_COLUMNS} FROM applications WHERE ${searchClause} AND ${statusClause}
           ORDER BY updated_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  };
}

/** Queued applications whose retry time has come, the longest-waiting first. */
export function listDue(store: Store, nowIso: string, limit: number): string[] {
  if (!Number.isInteger(limit) || limit < 0) throw new StoreError('invalid_input', 'limit must be a whole number ≥ 0');
  const rows = store.db
    .prepare(
      `SELECT id FROM applications
       WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
       ORDER BY queued_at, rowid LIMIT ?`,
    )
    .all(toIsoTime(nowIso, 'nowIso'), limit) as { id: string }[];
  return rows.map((row) => row.id);
}
