import { currencyOfCountry } from './country-currency';
import type { RuleContext } from '../context';
import { type Problem, formatPath, problem } from '../problem';
import { asArray, asString, at } from '../read';

/**
 * A store accepting Amex whose (country, currency, MCC) is in `RestrictedAmexMccs` is refused.
 * The currency is derived from the store's country; where it cannot be, any restricted entry
 * for that country and MCC refuses (the careful side).
 */
export function amexRule(application: unknown, context: RuleContext): Problem[] {
  const restricted = context.settings?.RestrictedAmexMccs ?? [];
  if (restricted.length === 0) return [];
  const out: Problem[] = [];
  (asArray(at(application, 'stores')) ?? []).forEach((store, index) => {
    if (!(asArray(at(store, 'acceptedCardTypes')) ?? []).includes('Amex')) return;
    const country = asString(at(store, 'address', 'countryCode'))?.toUpperCase();
    const mcc = at(store, 'merchantCategoryCode');
    if (country === undefined || typeof mcc !== 'number') return;
    const currency = currencyOfCountry(country);
    const hit = restricted.find(
      (entry) =>
        entry.CountryCode.toUpperCase() === country &&
        entry.MccID === mcc &&
        (currency === undefined || entry.CurrencyCode.toUpperCase() === currency),
    );
    if (hit !== undefined) {
      const path = ['stores', index, 'acceptedCardTypes'];
      out.push(
        problem(
          path,
          'amex_restricted',
          `${formatPath(path)} Amex is not allowed for category ${String(mcc).padStart(4, '0')} in ${country} (${hit.CurrencyCode})`,
        ),
      );
    }
  });
  return out;
}
