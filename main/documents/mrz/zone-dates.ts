/**
 * The zone's YYMMDD dates as ISO dates. ICAO 9303 gives no century: a birth date is the latest
 * century that does not put it in the future, an expiry date is in the 2000s (no document valid
 * today expired before 2000). `<` (an unknown part) gives null.
 */
function isoDate(year: number, yymmdd: string): string | null {
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function birthDateFromZone(yymmdd: string, today: Date): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const thisCentury = Math.floor(today.getUTCFullYear() / 100) * 100;
  const date = isoDate(thisCentury + yy, yymmdd);
  if (date !== null && date <= today.toISOString().slice(0, 10)) return date;
  return isoDate(thisCentury - 100 + yy, yymmdd);
}

export function expiryDateFromZone(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  return isoDate(2000 + Number(yymmdd.slice(0, 2)), yymmdd);
}
