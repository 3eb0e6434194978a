/**
 * The zone's YYMMDD dates as ISO dates. ICAO 9303 gives no century: a birth date is never in the
 * future nor more than a lifetime ago, and where both centuries are possible (110101) the page's
 * printed date must settle it; an expiry date is the century that puts it nearest today without
 * passing the longest validity a document issued today may have (so 980104 is 1998, not 2098).
 * `<` (an unknown part) gives null.
 */
function isoDate(year: number, yymmdd: string): string | null {
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How far ahead of today an expiry may lie. ICAO 9303 recommends a validity of at most ten years;
 * some states' identity cards run fifteen; twenty leaves room for both, and a document that
 * expired more than eighty years ago bears no machine-readable zone.
 */
const LONGEST_VALIDITY_YEARS = 20;

/** The oldest a holder may be: past the oldest age anyone has reached (122), so no real holder is cut off. */
const OLDEST_YEARS = 125;

/**
 * The dates a zone's birth date may be: in this century or the last, never after today, and no
 * more than a lifetime before it. Two when both are (110101 is 1911 or 2011): the zone cannot
 * tell them apart.
 */
export function birthDatesFromZone(yymmdd: string, today: Date): string[] {
  if (!/^\d{6}$/.test(yymmdd)) return [];
  const yy = Number(yymmdd.slice(0, 2));
  const thisCentury = Math.floor(today.getUTCFullYear() / 100) * 100;
  const earliest = new Date(today);
  earliest.setUTCFullYear(today.getUTCFullYear() - OLDEST_YEARS);
  return [thisCentury + yy, thisCentury - 100 + yy]
    .map((year) => isoDate(year, yymmdd))
    .filter((date): date is string => date !== null && date <= isoDay(today) && date >= isoDay(earliest));
}

/** The birth date when the zone allows only one century; null when it allows none, or two. */
export function birthDateFromZone(yymmdd: string, today: Date): string | null {
  const dates = birthDatesFromZone(yymmdd, today);
  return dates.length === 1 ? dates[0]! : null;
}

export function expiryDateFromZone(yymmdd: string, today: Date): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const latest = new Date(today);
  latest.setUTCFullYear(today.getUTCFullYear() + LONGEST_VALIDITY_YEARS);
  const thisCentury = Math.floor(today.getUTCFullYear() / 100) * 100;
  // The latest of next, this and last century that is not past the longest validity: the nearest to today.
  for (const century of [thisCentury + 100, thisCentury, thisCentury - 100]) {
    const date = isoDate(century + yy, yymmdd);
    if (date !== null && date <= isoDay(latest)) return date;
    // 29 February of a year that is not a leap year in this century is no date in any.
    if (date === null && yymmdd.slice(2) !== '0229') return null;
  }
  return null;
}
