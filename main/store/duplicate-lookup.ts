import type { ApplicationStatus } from '../../shared/application-status';
import type { Store } from './open-store';
import { cachedStatement } from './statements';

/** The blind-indexed kinds a duplicate is matched on (migration 6's search_terms). */
export type DuplicateKind = 'merchant_number' | 'iban';

export interface TermMatch {
  id: string;
  businessName: string;
  status: ApplicationStatus;
  merchantId: number | null;
  updatedAt: string;
}

/**
 * The other applications whose index holds `normalised` as a term of `kind`: the value is hashed
 * with the index's key and looked up by search_terms_by_term, so nothing is decrypted or compared
 * in clear. Newest first.
 */
export function applicationsSharingTerm(store: Store, kind: DuplicateKind, normalised: string, exceptId: string): TermMatch[] {
  const rows = cachedStatement(
    store.db,
    `SELECT DISTINCT a.id, a.business_name, a.status, a.merchant_id, a.updated_at
       FROM search_terms AS t JOIN applications AS a ON a.id = t.application_id
      WHERE t.term = ? AND t.kind = ? AND t.application_id != ?
      ORDER BY a.updated_at DESC, a.id`,
  ).all(store.cipher.blindIndex(normalised), kind, exceptId) as {
    id: string;
    business_name: string;
    status: ApplicationStatus;
    merchant_id: number | null;
    updated_at: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    businessName: row.business_name,
    status: row.status,
    merchantId: row.merchant_id,
    updatedAt: row.updated_at,
  }));
}
