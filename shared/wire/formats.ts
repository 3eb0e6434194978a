import { z } from 'zod';
import { isCountryCode } from '../countries/countries';

/**
 * Field formats the careful client commits to where the spec says "not shown" (§2.12.3).
 * Each choice is recorded in docs/decisions.md; the domain rules add the checks that need
 * an algorithm (kennitala, IBAN, BIC, calendar dates).
 */

export const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .min(1, { error: 'is required' })
    .max(max, { error: atMost(max) });

export const optionalText = (max: number) => text(max).optional();

/**
 * Every text has a length a person could type (decisions G28). A shape checked by a pattern that
 * allows several lengths (a phone, an IBAN) stops at its length, so a value too long is one
 * problem that says so, not two.
 */
function atMost(max: number) {
  return `must be at most ${max} characters`;
}

function shaped(error: string, max: number) {
  return z.string({ error }).max(max, { error: atMost(max), abort: true });
}

/** `YYYY-MM-DD` (its pattern fixes its length); that the date exists in the calendar is the `dates` rule. */
export const dateString = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' });

/** Two capital letters (ISO 3166-1 alpha-2; its pattern fixes its length). */
export const countryCode = z
  .string({ error: 'must be a country code' })
  .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code such as IS' })
  // A malformed code is the pattern's problem alone; a well-formed one must be assigned (not IC).
  .refine((code) => !/^[A-Z]{2}$/.test(code) || isCountryCode(code), { error: 'is not an ISO 3166-1 country code' });

/**
 * The spec's phone example is `+<country code>/<digits>`; every phone is sent in that one shape.
 * E.164 allows 15 digits with the country code: with `+` and `/`, 17 characters.
 */
export const phone = shaped('must be a phone number', 17).regex(/^\+\d{1,3}\/\d{4,14}$/, {
  error: 'must be written +<country code>/<digits>, e.g. +354/5551234',
});

/** RFC 5321's longest path, 256 octets with its angle brackets. */
export const email = z.email({ error: 'must be an e-mail address' }).max(254, { error: atMost(254) });

/** National ID: letters, digits, spaces and hyphens. Iceland's kennitala is checked by its own rule. */
export const nationalId = z
  .string({ error: 'must be text' })
  .min(1, { error: 'is required' })
  .max(32, { error: atMost(32) })
  .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, { error: 'may hold only letters, digits, spaces and hyphens' });

export const postalCode = z
  .string({ error: 'must be text' })
  .min(1, { error: 'is required' })
  .max(16, { error: atMost(16) })
  .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, { error: 'may hold only letters, digits, spaces and hyphens' });

/** IBAN in electronic format (no spaces, capitals), at most 34 (ISO 13616), as it is stored and sent; the checksum is the `bank` rule. */
export const iban = shaped('must be text', 34).regex(/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/, {
  error: 'must be an IBAN in electronic form (capitals and digits), e.g. IS140159260076545510730339',
});

/** SWIFT/BIC shape; `ibantools` checks it again in the `bank` rule. */
export const bic = shaped('must be text', 11).regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, {
  error: 'must be a BIC of 8 or 11 letters and digits',
});

/** "hyphen-separated digit groups in the example" (§2.7); the longest national bank code, Canada's `12345-678`, with room. */
export const sortCode = shaped('must be text', 16).regex(/^\d{1,6}(-\d{1,6}){0,3}$/, {
  error: 'must be digit groups separated by hyphens, e.g. 12-34-56',
});

export const nonNegative = z.number({ error: 'must be a number' }).finite().min(0, { error: 'must not be negative' });
