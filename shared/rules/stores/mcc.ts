import { isListedMcc, mccRegionOnly, schemesListing, schemesNotListing } from '../../mcc/mcc-acceptance';
import { type Notice, notice } from '../notice';
import { type Problem, formatPath, problem } from '../problem';
import { asArray, asString, at } from '../read';

interface StoreCode {
  index: number;
  code: number;
  accepted: string[];
  country: string | undefined;
}

/** Each store's category code that is a four-digit integer (anything else is the `stores` rule's). */
function storeCodes(application: unknown): StoreCode[] {
  const out: StoreCode[] = [];
  (asArray(at(application, 'stores')) ?? []).forEach((store, index) => {
    const code = at(store, 'merchantCategoryCode');
    if (typeof code !== 'number' || !Number.isInteger(code) || code < 0 || code > 9999) return;
    const accepted = (asArray(at(store, 'acceptedCardTypes')) ?? []).filter((type): type is string => typeof type === 'string');
    out.push({ index, code, accepted, country: asString(at(store, 'address', 'countryCode'))?.toUpperCase() });
  });
  return out;
}

const mccText = (code: number) => String(code).padStart(4, '0');

/**
 * A store's category must be one the card schemes list (a retired code or one no scheme has is a
 * typo or an old list), allowed in the store's region, and listed by at least one scheme the store
 * accepts: a card no scheme of which knows the category cannot be taken under it.
 */
export function mccRule(application: unknown): Problem[] {
  const out: Problem[] = [];
  for (const { index, code, accepted, country } of storeCodes(application)) {
    const path = ['stores', index, 'merchantCategoryCode'];
    const where = `${formatPath(path)} ${mccText(code)}`;
    if (!isListedMcc(code)) out.push(problem(path, 'mcc_invalid', `${where} is in no card scheme's list`));
    else if (mccRegionOnly(code) !== undefined && country !== undefined && country !== mccRegionOnly(code)) {
      out.push(problem(path, 'mcc_region_only', `${where} is allowed only for stores in ${mccRegionOnly(code)}`));
    } else if (accepted.length > 0 && schemesNotListing(code, accepted).length === accepted.length) {
      const listing = schemesListing(code).join(', ');
      out.push(problem(path, 'mcc_not_listed', `${where} is listed by none of the store's card schemes, only by ${listing}`));
    }
  }
  return out;
}

/**
 * A category that some but not all of the store's schemes list: the store can take the others'
 * cards under it, and the agent learns which scheme will not know it (`schemes` names them).
 */
export function mccNotices(application: unknown): Notice[] {
  const out: Notice[] = [];
  for (const { index, code, accepted } of storeCodes(application)) {
    if (!isListedMcc(code)) continue;
    const missing = schemesNotListing(code, accepted);
    if (missing.length === 0 || missing.length === accepted.length) continue;
    const path = ['stores', index, 'merchantCategoryCode'];
    out.push(
      notice(path, 'mcc_not_listed_by_scheme', `${formatPath(path)} ${mccText(code)} is not in the list of ${missing.join(', ')}`, {
        schemes: missing.join(','),
      }),
    );
  }
  return out;
}
