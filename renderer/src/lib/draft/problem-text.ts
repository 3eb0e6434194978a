import { countryByCode } from '$shared/countries/countries';
import { mccRegionOnly } from '$shared/mcc/mcc-acceptance';
import { checkPhone, regionOfPhone } from '$shared/phone/phone-number';
import { type KennitalaKind, type KennitalaRefusal, checkKennitala } from '$shared/rules/national-id/kennitala';
import type { Problem } from '$shared/rules/problem';
import { at } from '$shared/rules/read';
import { processingFeeLabel, feeName } from '$shared/fees/fee-words';
import type { EntityType } from '$shared/entity-types';
import { i18n, t, tMaybe } from '../i18n/i18n.svelte';
import type { Path } from './paths';

/** A reason of the service's refusal whose field the agent has edited since (editor-session's ServiceProblem). */
export function isChanged(problem: Problem): boolean {
  return (problem as Problem & { changed?: boolean }).changed === true;
}

/** The last named segment of a path: `stores.0.address.city` → `city`. */
function fieldName(path: Path): string | undefined {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const segment = path[index];
    if (typeof segment === 'string') return segment;
  }
  return undefined;
}

function parentName(path: Path): string | undefined {
  const named = path.filter((segment): segment is string => typeof segment === 'string');
  return named[named.length - 2];
}

/**
 * A field's word for an application of `type`: `<type>.<key>` where the type words it otherwise
 * (an association has a name and a register, not a "company name"), else `<key>`.
 */
export function typeWord(key: string, type: EntityType | undefined): string | undefined {
  return (type === undefined ? undefined : tMaybe(`${type}.${key}`)) ?? tMaybe(key);
}

/** The label of the field at `path`: `field.<parent>.<name>` where one exists, else `field.<name>`, as `type` words it. */
export function fieldLabel(path: Path, type?: EntityType): string {
  const name = fieldName(path);
  if (name === undefined) return '';
  const parent = parentName(path);
  return (parent !== undefined ? typeWord(`field.${parent}.${name}`, type) : undefined) ?? typeWord(`field.${name}`, type) ?? name;
}

export function fieldHint(path: Path, type?: EntityType): string | undefined {
  const name = fieldName(path);
  return name === undefined ? undefined : typeWord(`field.${name}.hint`, type);
}

/**
 * A problem in words an agent understands, chosen by its code and, where that says more, by the
 * field; the value decides between "enter a number" and "choose yes or no". The English message
 * of the rule is shown only for the service's own reasons, which have no code of ours.
 */
export function problemText(problem: Problem, value: unknown): string {
  const name = fieldName(problem.path) ?? '';
  const { code } = problem;
  if (code === 'service_rejected' && isChanged(problem)) return t('problem.service_rejected.changed', { message: problem.message });
  if (code === 'service_rejected' || code === 'settings_changed') return t(`problem.${code}`, { message: problem.message });
  if (code === 'invalid_type') {
    if (typeof value === 'string' && NUMBER_FIELDS.has(name)) return t('problem.invalid_type.kind.number');
    if (BOOLEAN_FIELDS.has(name)) return t('problem.invalid_type.kind.boolean');
  }
  if (code === 'too_short' && NUMBER_FIELDS.has(name) && name !== 'share') return t('problem.negative');
  if (code === 'too_long' && !tMaybe(`problem.too_long.${name}`)) {
    const limit = /at most (\d+)/.exec(problem.message)?.[1];
    if (limit !== undefined) return t('problem.too_long.limit', { limit });
  }
  // A kennitala's shape is its own problem when the country is Iceland.
  if (code === 'invalid_format' && (name === 'ssn' || name === 'number') && problem.message.includes('kennitala')) {
    return t('problem.kennitala_invalid');
  }
  if (code === 'kennitala_invalid' && typeof value === 'string') {
    const reason = kennitalaReason(value, name === 'number' ? 'company' : 'person');
    if (reason !== undefined) return t(`problem.kennitala.${reason}`);
  }
  if (code === 'phone_invalid' && typeof value === 'string') {
    const verdict = checkPhone(value);
    if (verdict?.ok === false) return t(`problem.phone_invalid.${verdict.reason}`, { country: phoneCountryName(value) });
  }
  if (code === 'mcc_region_only' && typeof value === 'number') {
    const region = mccRegionOnly(value) ?? '';
    return t('problem.mcc_region_only', { country: countryByCode(region)?.[i18n.language] ?? region });
  }
  return tMaybe(`problem.${code}.${name}`) ?? t(`problem.${code}`);
}

/** The country whose numbering plan a phone was checked against, in the agent's language. */
export function phoneCountryName(wire: string): string {
  const region = regionOfPhone(wire);
  const country = region === undefined ? undefined : countryByCode(region);
  return country?.[i18n.language] ?? region ?? '';
}

/**
 * Why a kennitala the rules refused is wrong, said for the kind the field expects: a person's
 * number in the company's field (or the other way round), or a date or century that is not one.
 */
function kennitalaReason(
  value: string,
  expected: KennitalaKind,
): `${KennitalaKind}Expected` | Exclude<KennitalaRefusal, 'kind' | 'format'> | undefined {
  const verdict = checkKennitala(value, expected, new Date().toISOString().slice(0, 10));
  if (verdict.ok || verdict.reason === 'format') return undefined;
  return verdict.reason === 'kind' ? `${expected}Expected` : verdict.reason;
}

const NUMBER_FIELDS = new Set([
  'share',
  'merchantCategoryCode',
  'expectedAverageTransactionAmount',
  'expectedMaximumTransactionAmount',
  'averageTimeBetweenPurchaseAndDeliveryInDays',
  'averageMonthlyVolume',
  'volume',
  'fixedValue',
  'percentageValue',
  'value',
]);

const BOOLEAN_FIELDS = new Set([
  'invoiceStatementOnMerchantLevel',
  'registeredOnStockExchange',
  'acceptedPaymentCardsInPast',
  'bankAccountConfirmed',
]);

/**
 * Where a problem is, for the review list: "Store 2 › Address › Town or city". Items of a list
 * are named by their position and, where known, their name.
 */
export function whereLabel(
  path: Path,
  application: Record<string, unknown>,
  draft: { processingFees: unknown },
  type?: EntityType,
): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const segment = path[index]!;
    const next = path[index + 1];
    if (typeof segment === 'number') continue;
    if (typeof next === 'number') {
      parts.push(itemLabel(segment, next, path.slice(0, index + 2), application, draft));
      continue;
    }
    if (
      index === 0 &&
      path.length > 1 &&
      (segment === 'fees' || segment === 'applicant' || segment === 'company' || segment === 'bankAccount')
    ) {
      parts.push(typeWord(`field.${segment}`, type) ?? segment);
      continue;
    }
    parts.push(fieldLabel(path.slice(0, index + 1), type));
  }
  return parts.join(' › ');
}

function itemLabel(
  list: string,
  index: number,
  itemPath: Path,
  application: Record<string, unknown>,
  draft: { processingFees: unknown },
): string {
  const n = index + 1;
  if (list === 'stores') {
    const name = at(application, ...itemPath, 'name');
    return typeof name === 'string' && name !== '' ? t('stores.storeNamed', { n, name }) : t('stores.store', { n });
  }
  if (list === 'persons') {
    const first = at(application, ...itemPath, 'firstName');
    const last = at(application, ...itemPath, 'lastName');
    const name = [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
    return name !== '' ? t('persons.personNamed', { n, name }) : t('persons.person', { n });
  }
  if (list === 'volumeInformation') {
    const type = at(application, ...itemPath, 'transactionTypeCategory');
    if (typeof type === 'string') return tMaybe(`field.transactionType.${type}`) ?? type;
  }
  if (list === 'merchantServiceChargeFees') {
    const name = at(application, ...itemPath, 'name');
    if (typeof name === 'string') return feeName(name, i18n.language);
  }
  if (list === 'processingFees') {
    // Name, market and transaction type: one name may have a row per market (G13).
    const name = at(draft, ...itemPath, 'name');
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
    if (typeof name === 'string') {
      const markets = strings(at(draft, ...itemPath, 'markets'));
      const types = strings(at(draft, ...itemPath, 'types'));
      return processingFeeLabel({ name, markets, types }, i18n.language);
    }
  }
  return `${fieldLabel([list])} ${n}`;
}
