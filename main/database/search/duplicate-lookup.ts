import type { ApplicationStatus } from '$shared/application-status';
import type { Database } from '../database';
import { cachedStatement } from '../statements';

/** The blind-indexed kinds a duplicate is matched on (migration 6's search_terms). */
export type DuplicateKind = 'merchant_number' | 'iban';

export interface TermMatch {
  id: string;
  businessName: string;
  status: ApplicationStatus;
  merchantId: number | null;
  updatedAt: string;
  /** The time of the backup whose restore holds it, while it is held (restore-hold.ts); null when not. */
  heldSince: string | null;
}

interface TermRow {
  id: string;
  business_name: string;
  status: ApplicationStatus;
  merchant_id: number | null;
  updated_at: string;
  restore_hold: string | null;
}

const termMatch = (row: TermRow): TermMatch => ({
  id: row.id,
  businessName: row.business_name,
  status: row.status,
  merchantId: row.merchant_id,
  updatedAt: row.updated_at,
  heldSince: row.restore_hold,
});

/**
 * The other applications whose index holds `normalised` as a term of `kind`: the value is hashed
 * with the index's key and looked up by search_terms_by_term, so nothing is decrypted or compared
 * in clear. Newest first.
 */
export function applicationsSharingTerm(database: Database, kind: DuplicateKind, normalised: string, exceptId: string): TermMatch[] {
  const rows = cachedStatement(
    database.db,
    `SELECT DISTINCT a.id, a.business_name, a.status, a.merchant_id, a.updated_at, a.restore_hold
       FROM search_terms AS t JOIN applications AS a ON a.id = t.application_id
      WHERE t.term = ? AND t.kind = ? AND t.application_id != ?
      ORDER BY a.updated_at DESC, a.id`,
  ).all(database.cipher.blindIndex(normalised), kind, exceptId) as TermRow[];
  return rows.map(termMatch);
}

/** What a notice needs of the applications sharing a value: how many, and the one to name. */
export interface SharingSummary {
  count: number;
  named: TermMatch | undefined;
}

/**
 * Which matches a notice names first: one that may exist at the service (`sent` statuses), then
 * one a restore holds, then one that may still be sent (`pending` statuses), then any other.
 */
export interface SharingOrder {
  sent: readonly ApplicationStatus[];
  pending: readonly ApplicationStatus[];
}

/**
 * How many other applications hold any of `normalised` as a term of `kind`, and the one a notice
 * names: the first by `order`, newest first within each rank. Bounded whatever the
 * number of matches (a chain's 10,000 shops on one IBAN): a count over the term index and a top-1
 * selection in SQLite, where `applicationsSharingTerm` builds an object per match. The autosave's
 * answer runs this on every save.
 */
export function summariseSharing(
  database: Database,
  kind: DuplicateKind,
  normalised: readonly string[],
  exceptId: string,
  order: SharingOrder,
): SharingSummary {
  if (normalised.length === 0) return { count: 0, named: undefined };
  const terms = normalised.map((value) => database.cipher.blindIndex(value));
  const { count } = cachedStatement(database.db, countSharingSql(terms.length)).get(...terms, kind, exceptId) as { count: number };
  if (count === 0) return { count, named: undefined };
  const row = cachedStatement(database.db, namedSharingSql(terms.length, order)).get(...terms, kind, exceptId) as TermRow | undefined;
  return { count, named: row === undefined ? undefined : termMatch(row) };
}

/**
 * The statements' texts, by the number of terms (one per kind, as the draft has one merchant
 * number and one IBAN) and the order's statuses written in: they run on every autosave, and with
 * the lists handed in as JSON (json_each) and the named match found by id, they did half as much again.
 */
function countSharingSql(terms: number): string {
  return `SELECT COUNT(DISTINCT application_id) AS count FROM search_terms
    WHERE term IN (${placeholders(terms)}) AND kind = ? AND application_id != ?`;
}

/** The first match by the order; an application matched by two terms comes twice, which LIMIT 1 cannot tell. */
function namedSharingSql(terms: number, order: SharingOrder): string {
  return `SELECT a.id, a.business_name, a.status, a.merchant_id, a.updated_at, a.restore_hold
    FROM search_terms AS t JOIN applications AS a ON a.id = t.application_id
    WHERE t.term IN (${placeholders(terms)}) AND t.kind = ? AND t.application_id != ?
    ORDER BY CASE WHEN a.status IN (${statusList(order.sent)}) THEN 0
                  WHEN a.restore_hold IS NOT NULL THEN 1
                  WHEN a.status IN (${statusList(order.pending)}) THEN 2
                  ELSE 3 END,
             a.updated_at DESC, a.id
    LIMIT 1`;
}

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** Statuses as SQL string literals; a status is lower-case letters and underscores, so nothing needs quoting. */
function statusList(statuses: readonly ApplicationStatus[]): string {
  if (statuses.length === 0) return 'NULL';
  return statuses
    .map((status) => {
      if (!/^[a-z_]+$/.test(status)) throw new Error(`not a status: ${status}`);
      return `'${status}'`;
    })
    .join(', ');
}
