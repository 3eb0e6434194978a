/**
 * Numbers the merchant agrees to, shown exactly as they are sent (house style, "What the agent
 * reads"): every decimal of the shortest text that reads back as the same number, never rounded
 * by a default format's three decimals. One formatter for the editor, the review and the receipt.
 */

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
  /** Shown with the number, in the locale's place and spacing. */
  unit?: { currency: string } | 'percent';
}

/**
 * `value` in the locale's digits and signs with all its decimals: 0.0125 in Icelandic is
 * "0,0125", 2500 in English "2,500"; with a unit, "0,0125%" or "2.500 kr.".
 */
export function exactNumber(value: number, locales: string | readonly string[], options: ExactOptions = {}): string {
  const list = typeof locales === 'string' ? [locales] : locales;
  const decimals = Math.max(decimalsOf(value), options.minimumFractionDigits ?? 0);
  const unit = options.unit;
  const style: Intl.NumberFormatOptions =
    unit === undefined
      ? {}
      : unit === 'percent'
        ? { style: 'unit', unit: 'percent' }
        : { style: 'currency', currency: unit.currency, currencyDisplay: 'symbol' };
  if (decimals > INTL_MAX_DECIMALS) {
    // Only a number below 1e-4 needs more decimals than Intl writes: no digit to group, and
    // a value no rule lets through, yet still shown whole.
    const decimal =
      numberFormat(list, {})
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.';
    const text = plainDecimal(value).replace('.', decimal);
    return unit === undefined ? text : `${text}\u00a0${unitSymbol(unit, list)}`;
  }
  return numberFormat(list, {
    ...style,
    useGrouping: options.useGrouping ?? true,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** The sign or symbol a unit is written with in the locale ("kr.", "ISK", "%"), for a column head or beside a field. */
export function unitSymbol(unit: NonNullable<ExactOptions['unit']>, locales: string | readonly string[]): string {
  const list = typeof locales === 'string' ? [locales] : locales;
  const parts = numberFormat(
    list,
    unit === 'percent' ? { style: 'unit', unit: 'percent' } : { style: 'currency', currency: unit.currency, currencyDisplay: 'symbol' },
  ).formatToParts(1);
  return parts.find((part) => part.type === 'unit' || part.type === 'percentSign' || part.type === 'currency')?.value ?? '';
}
