import { countryByCode } from '$shared/countries/countries';
import { exactNumber } from '$shared/fees/exact-number';
import { currencyOfCountry } from '$shared/rules/stores/country-currency';
import { at } from '$shared/rules/read';
import { formatDateInput } from '../i18n/date-input';
import { i18n, t, tMaybe } from '../i18n/i18n.svelte';
import { formatMcc } from './normalise';
import type { Path } from './paths';
import type { EntityType } from '$shared/entity-types';
import { fieldLabel, typeWord } from './problem-text';
import type { ReviewRow, ValueKind } from './review-layout';
import { codeInWords } from './sent-value-words';
import { shownIban, shownPhone } from './shown-identifiers';

/** A category's description in the agent's language, once the list has loaded. */
export type CategoryWords = (code: number) => string | undefined;

/** A row's label: the form's own for its field, as an application of `type` words it. */
export function rowLabel(row: ReviewRow, type?: EntityType): string {
  if (row.volumeOf !== undefined) return t('stores.volumeFor', { type: tMaybe(`field.transactionType.${row.volumeOf}`) ?? row.volumeOf });
  return row.label ? t(row.label.key, row.label.params) : fieldLabel(row.path, type);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A row's value as its field shows it, in the agent's language; undefined when nothing is
 * there (an empty value is not sent, so not read out). A value of a shape its field would not
 * give (text where a number belongs) is shown as it is, for the problem list to explain.
 */
export function rowValue(row: ReviewRow, application: unknown, category: CategoryWords, type?: EntityType): string | undefined {
  const value = at(application, ...row.path);
  if (isEmpty(value)) return undefined;
  if (row.kind === 'address') return addressText(value);
  const currency = row.currencyOf === undefined ? undefined : currencyOfCountry(String(at(application, ...row.currencyOf) ?? ''));
  return valueText(row.kind, row.path, value, category, currency, type);
}

export function valueText(
  kind: ValueKind,
  path: Path,
  value: unknown,
  category: CategoryWords,
  currency?: string,
  type?: EntityType,
): string {
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') {
    if (kind === 'category') {
      const description = category(value);
      return description === undefined ? formatMcc(value) : `${formatMcc(value)} — ${description}`;
    }
    if (kind === 'percent') return exactNumber(value, i18n.language, { unit: 'percent' });
    if (kind === 'money' && currency !== undefined) return exactNumber(value, i18n.language, { unit: { currency } });
    return exactNumber(value, i18n.language);
  }
  const words = (code: unknown) => codeInWords(path, String(code), i18n.language, (key) => typeWord(key, type));
  if (Array.isArray(value)) return value.map(words).join(', ');
  if (typeof value !== 'string') return JSON.stringify(value);
  if (kind === 'date') return formatDateInput(value, i18n.locales);
  if (kind === 'phone') return shownPhone(value);
  if (kind === 'iban') return shownIban(value);
  return words(value);
}

/** "Laugavegur 1, 101 Reykjavík, Ísland": one line, as it is written on a letter. */
function addressText(value: unknown): string | undefined {
  const part = (name: string) => {
    const item = at(value, name);
    return typeof item === 'string' ? item.trim() : '';
  };
  const code = part('countryCode');
  const country = countryByCode(code)?.[i18n.language] ?? code;
  const text = [part('street'), `${part('postalCode')} ${part('city')}`.trim(), country].filter((item) => item !== '').join(', ');
  return text === '' ? undefined : text;
}
