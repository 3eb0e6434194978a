/**
 * Numbers the merchant agrees to, shown exactly as they are sent (house style, "What the agent
 * reads"): every decimal of the shortest text that reads back as the same number, never rounded
 * by a default format's three decimals. One formatter for the editor, the review and the receipt,
 * in each language's own convention (decision U7).
 */

/** The languages numbers are written in: the screens' and the receipt's. */
export type NumberLanguage = 'en' | 'is';

/**
 * The locales whose digits and signs each language writes numbers with. Chromium (and so
 * Electron) ships no Icelandic ICU data and silently answers `is-IS` in en-US; German groups and
 * separates decimals as Icelandic does (1.234,5), so it stands in for the digits. Units are never
 * left to Intl in Icelandic: German would write them its own way ("2.500 ISK", "0,85 %").
 */
export const NUMBER_LOCALES: Readonly<Record<NumberLanguage, readonly string[]>> = { en: ['en-GB'], is: ['is-IS', 'de-DE'] };

/** A unit shown with a number: an amount in a currency, or a percentage. */
export type NumberUnit = { currency: string } | 'percent';

/** Intl's ceiling on fraction digits; a number needing more is written without Intl. */
const INTL_MAX_DECIMALS = 20;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locales: readonly string[], options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locales.join(',')}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat([...locales], options);
    formats.set(key, format);
  }
  return format;
}

/** The decimals of the shortest text that reads back as `value`: 0.0125 → 4, 2500 → 0, 1e-7 → 7. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // toExponential() without an argument gives as many digits as the number needs, and no more.
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** The shortest decimal text of `value` without an exponent: 5e-7 → "0.0000005". */
function plainDecimal(value: number): string {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 1;
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return value < 0 ? `-${text}` : text;
}

export interface ExactOptions {
  /** At least this many decimals (a currency's minor units); more when the value has them. */
  minimumFractionDigits?: number;
  useGrouping?: boolean;
  /** Shown with the number, in the language's place and spacing. */
  unit?: NumberUnit;
}

/**
 * `value` in the language's digits and signs with all its decimals: 0.0125 in Icelandic is
 * "0,0125", 2500 in English "2,500"; with a unit, "0,0125%" and "2.500 kr." in Icelandic,
 * "0.0125%" and "ISK 2,500" in English, whichever runtime writes it. `digitsFrom` is for tests
 * of a runtime without Icelandic data.
 */
export function exactNumber(
  value: number,
  language: NumberLanguage,
  options: ExactOptions = {},
  digitsFrom: readonly string[] = NUMBER_LOCALES[language],
): string {
  const decimals = Math.max(decimalsOf(value), options.minimumFractionDigits ?? 0);
  const unit = options.unit;
  const icelandic = language === 'is';
  if (decimals > INTL_MAX_DECIMALS) {
    // Only a number below 1e-4 needs more decimals than Intl writes: no digit to group, and
    // a value no rule lets through, yet still shown whole.
    const decimal =
      numberFormat(digitsFrom, {})
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.';
    const text = plainDecimal(value).replace('.', decimal);
    return unit === undefined ? text : withSign(text, unitSymbol(unit, language), unit === 'percent' ? '' : '\u00a0');
  }
  const digits = { useGrouping: options.useGrouping ?? true, minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  if (unit === undefined) return numberFormat(digitsFrom, digits).format(value);
  if (icelandic) {
    // Icelandic writes the sign after the number: "2.500 kr.", "0,85%" (CLDR's is-IS, as Node writes it).
    return withSign(numberFormat(digitsFrom, digits).format(value), unitSymbol(unit, language), unit === 'percent' ? '' : '\u00a0');
  }
  return numberFormat(digitsFrom, { ...intlUnit(unit), ...digits }).format(value);
}

function withSign(number: string, sign: string, space: string): string {
  return `${number}${space}${sign}`;
}

function intlUnit(unit: NumberUnit): Intl.NumberFormatOptions {
  return unit === 'percent'
    ? { style: 'unit', unit: 'percent' }
    : { style: 'currency', currency: unit.currency, currencyDisplay: 'symbol' };
}

/**
 * The sign a unit is written with in the language, for a column head or beside a field:
 * Icelandic "kr." for krónur, a currency's ISO code for any other, "%"; English as en-GB writes it.
 */
export function unitSymbol(unit: NumberUnit, language: NumberLanguage): string {
  if (language === 'is') {
    if (unit === 'percent') return '%';
    return unit.currency.toUpperCase() === 'ISK' ? 'kr.' : unit.currency.toUpperCase();
  }
  const parts = numberFormat(NUMBER_LOCALES[language], intlUnit(unit)).formatToParts(1);
  return parts.find((part) => part.type === 'unit' || part.type === 'percentSign' || part.type === 'currency')?.value ?? '';
}
