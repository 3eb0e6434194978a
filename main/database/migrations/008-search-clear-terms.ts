import type { Migration } from './types';

/**
 * The search box tests every clear term (folded names, the service's IDs) for a substring, which
 * no index can seek. This partial index holds only those terms, with their application (and kind,
 * so it covers the query): the scan reads it alone, not the table rows and the blind-index rows
 * beside them (measured in docs/benchmarks.md). Additive: an index only.
 */
export const migration: Migration = {
  version: 8,
  name: 'search-clear-terms',
  up(db) {
    db.exec(`CREATE INDEX search_terms_clear ON search_terms (term, application_id, kind) WHERE kind IN ('name', 'service_id');`);
  },
};
