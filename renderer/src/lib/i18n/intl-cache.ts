/**
 * Intl formatters, one per locales and options. Building one loads and resolves ICU data, so a
 * new one for each row's date would cost a long list seconds. The options objects are small literals, so their JSON is the key.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locales: readonly string[], options: object | undefined, make: () => F): F {
  const key = `${locales.join(',')}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locales: readonly string[], options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locales, options, () => new Intl.DateTimeFormat([...locales], options));
}

export function numberFormat(locales: readonly string[], options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locales, options, () => new Intl.NumberFormat([...locales], options));
}
