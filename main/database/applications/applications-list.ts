import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './application-rows';
import { DatabaseError } from '../errors';
import { toIsoTime } from '../iso-time';
import type { Database } from '../database';
import { MATCHING_IDS, searchKey } from '../search/search-index';
import { cachedStatement } from '../statements';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '../types';

export const MAX_LIST_LIMIT = 1000;

export interface ApplicationListQuery {
  status?: ApplicationStatus;
  /**
   * One search box: a folded substring (case, accents, Icelandic letters) of the business or a
   * store name or of a merchant, agreement or terminal ID; or a whole national ID, company number
   * or IBAN, with or without its hyphens and spaces, found through its blind index.
   */
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
 * How the page query finds its rows, chosen from the counts (SQLite keeps no statistics to choose
 * by): `walk` reads applications_by_updated newest first and stops when the page is full, each
 * entry a lookup of its row; `tab` takes the status's rows from applications_by_status and sorts
 * them; `matches` (a search) looks its matching rows up by id and sorts them.
 */
export type PagePlan = 'walk' | 'tab' | 'matches';

/**
 * The dashboard list: newest change first, from the clear columns of the slim `applications`
 * table only (the sealed bodies live in application_bodies), so it never decrypts and a search,
 * which must read every row's folded name, reads a few hundred kB rather than every body.
 */
export function listApplications(database: Database, query: ApplicationListQuery): ApplicationList {
  if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > MAX_LIST_LIMIT) {
    throw new DatabaseError('invalid_input', `limit must be a whole number from 0 to ${MAX_LIST_LIMIT}`);
  }
  if (!Number.isInteger(query.offset) || query.offset < 0) throw new DatabaseError('invalid_input', 'offset must be a whole number ≥ 0');
  if (query.status !== undefined && !APPLICATION_STATUSES.includes(query.status)) {
    throw new DatabaseError('invalid_input', `Unknown status ${String(query.status)}`);
  }
  const key = searchKey(database, query.search ?? '');
  const filters = { search: key.folded !== '', status: query.status !== undefined };
  const params = { ids: '[]', status: query.status ?? null, limit: query.limit, offset: query.offset };

  // One read transaction: the counts and the page describe the same moment.
  return database.db.transaction(() => {
    const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
    if (filters.search) {
      // The matches are worked out once, then the counts and the page look them up by id.
      const matched = cachedStatement(database.db, MATCHING_IDS).all({ folded: key.folded, blind: key.blind }) as {
        application_id: string;
      }[];
      if (matched.length === 0) return { items: [], total: 0, counts };
      params.ids = JSON.stringify(matched.map((row) => row.application_id));
    }
    const countRows = cachedStatement(database.db, applicationListSql(filters).counts).all(params) as {
      status: ApplicationStatus;
      n: number;
    }[];
    for (const row of countRows) counts[row.status] = row.n;
    const matching = countRows.reduce((sum, row) => sum + row.n, 0);
    const total = query.status === undefined ? matching : counts[query.status];
    if (total <= query.offset || query.limit === 0) return { items: [], total, counts };
    const plan = pagePlan(filters, { total, end: query.offset + query.limit, rows: matching });
    const rows = cachedStatement(database.db, applicationListSql(filters, plan).page).all(params) as SummaryRow[];
    return { items: rows.map(toSummary), total, counts };
  })();
}

/**
 * The walk visits about end × rows / total index entries before the page is full (all of them
 * when the matches end before the page does). A status tab's other way reads its `total` rows
 * and sorts them; sorting a row costs about as much as walking six entries (measured on the list
 * bench), so the walk wins unless the status is
 * rare or the page deep. A search must test every name, so when the walk would visit every row,
 * looking the matches up by id and sorting them beats it. (`rows` is every application when there
 * is no search.)
 */
export function pagePlan(filters: { search: boolean; status: boolean }, sizes: { total: number; end: number; rows: number }): PagePlan {
  if (filters.search) return sizes.total > sizes.end ? 'walk' : 'matches';
  if (filters.status) return sizes.end * sizes.rows < SORTED_ROW_COST * sizes.total * sizes.total ? 'walk' : 'tab';
  return 'walk';
}

const SORTED_ROW_COST = 6;

/**
 * The two statements behind the list; exported so a test can check their query plans. Indexes:
 * applications_by_updated (newest first) and applications_by_status (counts and tabs); migration
 * 002 says why there is no (status, updated_at) index. A search passes its matching ids (MATCHING_IDS,
 * run once by listApplications) as the JSON list @ids; its counts look each one up by id.
 */
export function applicationListSql(
  filters: { search: boolean; status: boolean },
  plan: PagePlan = 'walk',
): { counts: string; page: string } {
  const searchClause = filters.search ? 'id IN (SELECT value FROM json_each(@ids))' : '1';
  const statusClause = filters.status ? 'status = @status' : '1';
  const counted = filters.search ? '' : 'INDEXED BY applications_by_status';
  const paged = { walk: 'INDEXED BY applications_by_updated', tab: 'INDEXED BY applications_by_status', matches: '' }[plan];
  return {
    counts: `SELECT status, count(*) AS n FROM applications ${counted} WHERE ${searchClause} GROUP BY status`,
    page: `SELECT ${SUMMARY_COLUMNS} FROM applications ${paged} WHERE ${searchClause} AND ${statusClause}
           ORDER BY updated_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  };
}

/**
 * How many applications the outbox will send or is sending: queued or sending, and held by no
 * restore (a held one waits for the agent, not for the network), whenever their retry comes.
 */
export function countAwaitingSend(database: Database): number {
  const row = cachedStatement(
    database.db,
    `SELECT count(*) AS n FROM applications WHERE status IN ('queued', 'sending') AND restore_hold IS NULL`,
  ).get() as { n: number };
  return row.n;
}

/** Queued applications whose retry time has come and that no restore holds, the longest-waiting first. */
export function listDue(database: Database, nowIso: string, limit: number): string[] {
  if (!Number.isInteger(limit) || limit < 0) throw new DatabaseError('invalid_input', 'limit must be a whole number ≥ 0');
  const rows = cachedStatement(
    database.db,
    `SELECT id FROM applications
     WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) AND restore_hold IS NULL
     ORDER BY queued_at, rowid LIMIT ?`,
  ).all(toIsoTime(nowIso, 'nowIso'), limit) as { id: string }[];
  return rows.map((row) => row.id);
}
