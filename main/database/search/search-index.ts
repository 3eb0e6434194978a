import { readDraftBody } from '$shared/draft/draft-body';
import type { EntityType } from '$shared/entity-types';
import { normaliseIdentifier } from '$shared/rules/national-id/identifier';
import { foldForSearch } from '$shared/fold';
import { type SearchValues, searchSourcesOf, searchValuesFrom, serviceIdsOf } from '$shared/search/search-values';
import type { Database } from '../database';
import { purpose } from '../purposes';
import { cachedStatement } from '../statements';

/**
 * The search index (migration 3): folded names in clear, the service's IDs in clear, national
 * IDs, company numbers and IBANs only as blind indexes. Written inside the transaction that
 * changes what it indexes, so a search never disagrees with the row.
 */

/** Raise to have every application indexed again at the next open (a change to folding or kinds). */
export const SEARCH_INDEX_VERSION = 2;

type BodyKind = 'name' | 'merchant_number' | 'person_id' | 'iban';
const BODY_KINDS = `('name', 'merchant_number', 'person_id', 'iban')`;

function bodyTerms(database: Database, businessName: string, values: SearchValues): [BodyKind, string][] {
  const blind = (value: string) => database.cipher.blindIndex(value);
  const names = new Set([foldForSearch(businessName), ...values.names].filter((name) => name !== ''));
  return [
    ...[...names].map((name): [BodyKind, string] => ['name', name]),
    ...values.merchantNumbers.map((value): [BodyKind, string] => ['merchant_number', blind(value)]),
    ...values.personIds.map((value): [BodyKind, string] => ['person_id', blind(value)]),
    ...values.ibans.map((value): [BodyKind, string] => ['iban', blind(value)]),
  ];
}

/** The search_digest row of an application: the index version and keyed digest its terms were made with. */
export interface IndexedDigest {
  version: number;
  digest: string;
}

/**
 * Indexes what the body says. Beside the terms is a keyed digest of the text they were made from
 * (the business name and the draft's names and identifiers as typed), so an autosave that changes
 * none of them (nearly all of them) finds the digest equal and writes nothing, without folding or
 * blinding. Keyed (the blind index's HMAC), because that text holds national IDs. `known` is the
 * stored digest when the caller read it in this transaction (the autosave's one read; null: no
 * row), else it is read here.
 */
export function indexBody(
  database: Database,
  id: string,
  type: EntityType,
  businessName: string,
  body: unknown,
  known: IndexedDigest | null = storedDigest(database, id),
): void {
  const sources = searchSourcesOf(type, readDraftBody(body).application);
  const digest = database.cipher.blindIndex(JSON.stringify([businessName, sources]));
  if (known?.version === SEARCH_INDEX_VERSION && known.digest === digest) return;
  const terms = bodyTerms(database, businessName, searchValuesFrom(sources));
  cachedStatement(database.db, `DELETE FROM search_terms WHERE application_id = ? AND kind IN ${BODY_KINDS}`).run(id);
  const insert = cachedStatement(database.db, 'INSERT INTO search_terms (application_id, kind, term) VALUES (?, ?, ?)');
  for (const [kind, term] of terms) insert.run(id, kind, term);
  cachedStatement(
    database.db,
    `INSERT INTO search_digest (application_id, version, digest) VALUES (?, ?, ?)
     ON CONFLICT (application_id) DO UPDATE SET version = excluded.version, digest = excluded.digest`,
  ).run(id, SEARCH_INDEX_VERSION, digest);
}

function storedDigest(database: Database, id: string): IndexedDigest | null {
  const row = cachedStatement(database.db, 'SELECT version, digest FROM search_digest WHERE application_id = ?').get(id) as
    IndexedDigest | undefined;
  return row ?? null;
}

/** Indexes the service's merchant, agreement and terminal IDs once it has given them (or the agent entered them). */
export function indexResult(database: Database, id: string, result: unknown): void {
  cachedStatement(database.db, "DELETE FROM search_terms WHERE application_id = ? AND kind = 'service_id'").run(id);
  const insert = cachedStatement(database.db, "INSERT INTO search_terms (application_id, kind, term) VALUES (?, 'service_id', ?)");
  for (const term of serviceIdsOf(result)) insert.run(id, term);
}

/**
 * Run at open: indexes every application not yet indexed by this version (those written before
 * migration 3, or by an older version). A few seconds once for 10,000 applications; nothing after.
 */
export function indexStale(database: Database): number {
  const stale = database.db
    .prepare(
      `SELECT a.id, a.entity_type, a.business_name, a.result_json, b.body FROM applications AS a
       JOIN application_bodies AS b ON b.application_id = a.id
       LEFT JOIN search_digest AS d ON d.application_id = a.id
       WHERE d.application_id IS NULL OR d.version != ?`,
    )
    .all(SEARCH_INDEX_VERSION) as {
    id: string;
    entity_type: EntityType;
    business_name: string;
    result_json: string | null;
    body: Buffer;
  }[];
  if (stale.length === 0) return 0;
  let indexed = 0;
  database.db.transaction(() => {
    for (const row of stale) {
      let body: unknown;
      try {
        body = database.cipher.openJson(row.body, purpose.applicationBody(row.id));
      } catch {
        // A body that does not open is reported where it is read; it must not stop the database opening.
        continue;
      }
      indexBody(database, row.id, row.entity_type, row.business_name, body);
      if (row.result_json !== null) indexResult(database, row.id, JSON.parse(row.result_json) as unknown);
      indexed += 1;
    }
  })();
  return indexed;
}

/** What a search text is matched with: folded for names and IDs, and the blind index of it as an identifier. */
export interface SearchKey {
  folded: string;
  blind: string | null;
}

export function searchKey(database: Database, text: string): SearchKey {
  const identifier = normaliseIdentifier(text);
  // Only something that could be an ID is worth a lookup: at least six letters or digits.
  return { folded: foldForSearch(text), blind: identifier.length >= 6 ? database.cipher.blindIndex(identifier) : null };
}

/**
 * The ids of the applications a search matches, over @folded and @blind: a folded substring of a
 * name or a service ID, or an exact blind index of a national ID, company number or IBAN. The
 * blind lookup seeks search_terms_by_term; the substring test reads the partial index of the clear
 * terms only (migration 8), never the table.
 */
export const MATCHING_IDS = `SELECT application_id FROM search_terms WHERE term = @blind
  UNION SELECT application_id FROM search_terms INDEXED BY search_terms_clear
  WHERE kind IN ('name', 'service_id') AND instr(term, @folded) > 0`;
