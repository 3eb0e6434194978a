import { type EntityType, hasApplicant } from '../entity-types';
import { asArray, asNumber, asString, at } from '../rules/read';
import { normaliseIdentifier } from '../rules/national-id/identifier';
import { foldForSearch } from '../fold';

/**
 * What an application is found by, read from its draft (and, once submitted, the service's
 * result). Clear kinds are folded; the identifier kinds are normalised here and only ever stored
 * as a keyed blind index (main/database/search/search-index.ts).
 */
export interface SearchValues {
  /** The store names, folded (the business name is the row's own column, folded by the indexer). */
  names: string[];
  /** The merchant's own number: a company's `number`, a sole trader's `ssn`. Blind-indexed; the duplicate check's key. */
  merchantNumbers: string[];
  /** The people's national IDs. Blind-indexed. */
  personIds: string[];
  /** Blind-indexed; also a duplicate check's key. */
  ibans: string[];
}

const present = (values: (string | undefined)[]): string[] => [...new Set(values.filter((value): value is string => !!value))];

export function searchValuesOf(type: EntityType, application: unknown): SearchValues {
  return searchValuesFrom(searchSourcesOf(type, application));
}

/** The text searchValuesOf reads, as the draft has it: equal sources give equal values. */
export type SearchSources = Record<keyof SearchValues, (string | undefined)[]>;

export function searchSourcesOf(type: EntityType, application: unknown): SearchSources {
  const stores = asArray(at(application, 'stores')) ?? [];
  const persons = asArray(at(application, 'persons')) ?? [];
  return {
    names: stores.map((store) => asString(at(store, 'name'))),
    merchantNumbers: [asString(hasApplicant(type) ? at(application, 'applicant', 'ssn') : at(application, 'company', 'number'))],
    personIds: persons.map((person) => asString(at(person, 'ssn'))),
    ibans: [asString(at(application, 'bankAccount', 'iban'))],
  };
}

/** searchValuesOf from the sources already read: the names folded, the identifiers normalised, each once. */
export function searchValuesFrom(sources: SearchSources): SearchValues {
  return {
    names: present(sources.names.map((name) => name && foldForSearch(name))),
    merchantNumbers: present(sources.merchantNumbers.map(identifier)),
    personIds: present(sources.personIds.map(identifier)),
    ibans: present(sources.ibans.map(identifier)),
  };
}

const identifier = (text: string | undefined) => (text === undefined ? undefined : normaliseIdentifier(text));

/** The service's IDs of a submitted application, as text: merchant, each agreement and each terminal. */
export function serviceIdsOf(result: unknown): string[] {
  const stores = asArray(at(result, 'stores')) ?? [];
  const ids = [
    asNumber(at(result, 'merchantId')),
    ...stores.flatMap((store) => [asNumber(at(store, 'agreementId')), asNumber(at(store, 'terminalId'))]),
  ];
  return present(ids.map((id) => (id === undefined ? undefined : String(id))));
}
