import { countryByCode } from '$shared/countries/countries';
import type { Language } from '$shared/ipc/views';
import type { Path } from './paths';

/** The catalogue prefix that words each code field's values, by the field's own key. */
const CODE_WORDS: Readonly<Record<string, string>> = {
  roles: 'field.role',
  acceptedCardTypes: 'field.card',
  acceptedTransactionTypes: 'field.transactionType',
  transactionTypeCategory: 'field.transactionType',
};

/**
 * A code the service receives (a role, a card type, a transaction type, a country) in the agent's
 * words, as the form shows it; anything else, and a code the catalogue does not know, as it is.
 */
export function codeInWords(path: Path, code: string, language: Language, word: (key: string) => string | undefined): string {
  const field = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (field === 'countryCode') return countryByCode(code)?.[language] ?? code;
  const prefix = field === undefined ? undefined : CODE_WORDS[field];
  return prefix === undefined ? code : (word(`${prefix}.${code}`) ?? code);
}
