import { countryByCode } from '$shared/countries/countries';
import { DOCUMENT_NOTICE_CODES, type Notice, isDuplicateNotice } from '$shared/rules/notice';
import { printedIban } from '$shared/rules/bank/iban-text';
import { exactNumber } from '$shared/fees/exact-number';
import { formatDateInput } from '../i18n/date-input';
import { i18n, t, tMaybe } from '../i18n/i18n.svelte';

/**
 * A notice in the agent's language: `notice.<code>.<variant>` where the notice names a variant in
 * its params (whose account it is, what matched), else `notice.<code>`, filled with the notice's
 * params. A code with no words yet falls back to main's English sentence rather than showing nothing.
 */
export function noticeText(notice: Notice): string {
  const params = isDuplicate(notice)
    ? duplicateParams(notice)
    : notice.code === 'phone_unassigned'
      ? { ...notice.params, country: countryName(notice.params.country ?? '') }
      : notice.code === 'mcc_not_listed_by_scheme'
        ? { ...notice.params, schemes: schemeNames(notice.params.schemes ?? '') }
        : notice.code === 'shares_under_100'
          ? sharesParams(notice)
          : notice.code === 'document_kept_out'
            ? { why: tMaybe(`error.invalid_file.why.${notice.params.why ?? 'corrupt'}`) ?? '' }
            : DOCUMENT_NOTICE_CODES.includes(notice.code)
              ? documentParams(notice)
              : notice.params;
  const variant = notice.params.party ?? notice.params.matched;
  const specific = variant !== undefined ? tMaybe(`notice.${notice.code}.${variant}`, params) : undefined;
  return specific ?? tMaybe(`notice.${notice.code}`, params) ?? notice.message;
}

/** A country's name in the agent's language; main sends its ISO code. */
function countryName(code: string): string {
  return countryByCode(code)?.[i18n.language] ?? code;
}

/** "MasterCard,Amex" → "Mastercard and American Express", as the card boxes name them. */
function schemeNames(types: string): string {
  const names = types
    .split(',')
    .filter(Boolean)
    .map((type) => tMaybe(`field.card.${type}`) ?? type);
  // Intl.ListFormat is not used: Chromium builds without Icelandic locale data would answer in English.
  const last = names.pop() ?? '';
  return names.length === 0 ? last : t('notice.list.and', { first: names.join(', '), last });
}

/** A notice naming another application (decision M1): the app links to it by its id. */
export function isDuplicate(notice: Notice): boolean {
  return isDuplicateNotice(notice) && !!notice.params.id;
}

/** The other application's business as shown, its status and merchant ID worded here, not in main. */
function duplicateParams(notice: Notice): Record<string, string> {
  const { business = '', status = '', merchantId = '', more = '0' } = notice.params;
  return {
    ...notice.params,
    business: business || t('common.unnamed'),
    status: tMaybe(`status.${status}`) ?? status,
    merchant: merchantId ? t('notice.duplicate.merchant', { merchantId }) : '',
    more: Number(more) > 0 ? t('notice.duplicate.more', { count: more }) : '',
  };
}

/** The shares' total as the form writes a share: in the agent's digits, with its percent sign. */
function sharesParams(notice: Notice): Record<string, string> {
  const total = Number(notice.params.total);
  const percent = (value: number) => exactNumber(value, i18n.language, { unit: 'percent' });
  return { ...notice.params, total: Number.isFinite(total) ? percent(total) : (notice.params.total ?? ''), full: percent(100) };
}

/** What a document says, written as the form writes it: dates day first in the agent's language, IBANs in fours. */
function documentParams(notice: Notice): Record<string, string> {
  const params = { ...notice.params };
  for (const name of ['date', 'kennitalaDate'] as const) {
    if (params[name] !== undefined) params[name] = formatDateInput(params[name], i18n.locales);
  }
  if (params.iban !== undefined) {
    params.iban = params.iban
      .split(',')
      .map((iban) => printedIban(iban.trim()))
      .join(', ');
  }
  return params;
}
