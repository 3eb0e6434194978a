import { type NumberUnit, exactNumber } from '$shared/fees/exact-number';
import { type FeeUnit, feeText, feeUnitSymbol } from '$shared/fees/fee-units';
import { i18n } from './i18n.svelte';
import { dateTimeFormat, numberFormat } from './intl-cache';

/** Dates, times and amounts in the agent's language, always through Intl. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(i18n.locales, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(i18n.locales, options).format(value);
}

/** A number as it is typed into a field: the locale's decimal sign, no grouping, every decimal it has. */
export function formatEditableNumber(value: number): string {
  return exactNumber(value, i18n.language, { useGrouping: false });
}

/** A number exactly as it is sent, with its unit where it has one, in the agent's language (the receipt's formatter). */
export function formatExact(value: number, unit?: NumberUnit): string {
  return exactNumber(value, i18n.language, unit === undefined ? {} : { unit });
}

/** A fee value exactly as it is sent, with its unit, in the agent's language (the receipt's formatter). */
export function formatFee(value: number, unit: FeeUnit | undefined): string {
  return feeText(value, unit, i18n.language);
}

/** A fee unit's sign alone ("kr.", "ISK", "%"), beside a field or in a column head. */
export function feeUnitSign(unit: FeeUnit | undefined): string {
  return feeUnitSymbol(unit, i18n.language);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { maximumFractionDigits: 0 })} kB`;
  return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

/** The decimal and grouping signs the formatter above really uses, so reading matches showing. */
function separators(): { decimal: string; group: string } {
  const parts = numberFormat(i18n.locales).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * Reads a number the agent typed, with the decimal and grouping signs of the current language
 * (Icelandic: 1.234,5; English: 1,234.5). A lone other sign that cannot be grouping ("2.5" in
 * Icelandic) is a decimal sign. Anything else answers `undefined`, and the field keeps the text
 * so validation can say so.
 */
export function parseLocaleNumber(text: string): number | undefined {
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return undefined;
  const { decimal, group } = separators();
  const groupPattern = new RegExp(`^-?\\d{1,3}(${escape(group)}\\d{3})+$`);
  if (!cleaned.includes(decimal) && cleaned.split(group).length === 2 && !groupPattern.test(cleaned)) {
    cleaned = cleaned.replace(group, decimal);
  }
  cleaned = cleaned.split(group).join('').replace(decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

function escape(sign: string): string {
  return sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
