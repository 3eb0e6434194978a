import fc from 'fast-check';
import { isRegistryTestPerson, kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';

/** Century digit → first year: 8 the 1800s, 9 the 1900s, 0 the 2000s. */
export const CENTURY_DIGITS = { '8': 1800, '9': 1900, '0': 2000 } as const;

export interface GeneratedKennitala {
  value: string;
  kind: 'person' | 'company';
  birthDate: string;
  checkDigitComputes: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Kennitölur issued either way: a real date in any century (a company's day plus 40), two random
 * digits, then a ninth digit that is the modulo-11 check digit or, as Registers Iceland issues
 * since 18 February 2026, one that is not.
 */
export function kennitala(options: { kind?: 'person' | 'company'; computes?: boolean } = {}): fc.Arbitrary<GeneratedKennitala> {
  return (
    fc
      .record({
        century: fc.constantFrom(...(Object.keys(CENTURY_DIGITS) as (keyof typeof CENTURY_DIGITS)[])),
        yy: fc.integer({ min: 0, max: 99 }),
        dayOfYear: fc.integer({ min: 0, max: 364 }),
        random: fc.integer({ min: 0, max: 99 }),
        kind: options.kind === undefined ? fc.constantFrom('person' as const, 'company' as const) : fc.constant(options.kind),
        computes: options.computes === undefined ? fc.boolean() : fc.constant(options.computes),
        other: fc.integer({ min: 0, max: 9 }),
      })
      .map(({ century, yy, dayOfYear, random, kind, computes, other }) => {
        const year = CENTURY_DIGITS[century] + yy;
        const date = new Date(0);
        date.setUTCFullYear(year, 0, 1 + dayOfYear);
        const [day, month] = [date.getUTCDate(), date.getUTCMonth() + 1];
        const firstEight = `${pad(kind === 'company' ? day + 40 : day)}${pad(month)}${pad(yy)}${pad(random)}`;
        const check = kennitalaCheckDigit(firstEight.split('').map(Number));
        // A ninth digit that does not compute: any digit but the check digit (all ten where none exists).
        const ninth = computes ? check : check === undefined ? other : (check + 1 + (other % 9)) % 10;
        return { firstEight, ninth, century, year, month, day, kind };
      })
      .filter((x) => x.ninth !== undefined)
      .map(({ firstEight, ninth, century, year, month, day, kind }) => ({
        value: `${firstEight.slice(0, 6)}-${firstEight.slice(6)}${ninth}${century}`,
        kind,
        birthDate: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
        checkDigitComputes: kennitalaCheckDigit(firstEight.split('').map(Number)) === ninth,
      }))
      // The registry's test persons carry a notice of their own.
      .filter((generated) => !isRegistryTestPerson(generated.value))
  );
}
