import { CARD_TYPES, type CardType } from '../wire/store';
import { MCC_SCHEMES } from './mcc-schemes';

/**
 * Which merchant category codes a store may take, by the card schemes' own lists
 * (shared/mcc/mcc-schemes.ts): a code at least one scheme the store accepts lists, and not one a
 * scheme allows only in one country (its US region, Germany) unless the store is there.
 */

const LETTERS: Record<CardType, string> = { VISA: 'V', MasterCard: 'M', Amex: 'A' };

/** True when some scheme lists the code at all. */
export function isListedMcc(code: number): boolean {
  return Object.hasOwn(MCC_SCHEMES, code);
}

/** The card types whose scheme lists the code. */
export function schemesListing(code: number): CardType[] {
  const letters = (MCC_SCHEMES[code] ?? '').split('@')[0]!;
  return CARD_TYPES.filter((type) => letters.includes(LETTERS[type]));
}

/** The one country a scheme allows the code in (`US` for 7800–7802, `DE` for 4723), else undefined. */
export function mccRegionOnly(code: number): string | undefined {
  const at = (MCC_SCHEMES[code] ?? '').indexOf('@');
  return at === -1 ? undefined : MCC_SCHEMES[code]!.slice(at + 1);
}

/** The card types of `accepted` that do not list the code; every one of them for a code no scheme lists. */
export function schemesNotListing(code: number, accepted: readonly string[]): CardType[] {
  const listing = schemesListing(code);
  return CARD_TYPES.filter((type) => accepted.includes(type) && !listing.includes(type));
}

/**
 * Whether the store form offers the code for a store in `country` accepting `accepted` (all three
 * schemes while none is chosen yet).
 */
export function isOfferedMcc(code: number, accepted: readonly string[], country: string | undefined): boolean {
  if (!isListedMcc(code)) return false;
  const region = mccRegionOnly(code);
  if (region !== undefined && country !== region) return false;
  const chosen = CARD_TYPES.filter((type) => accepted.includes(type));
  return chosen.length === 0 || chosen.some((type) => schemesListing(code).includes(type));
}
