import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { only, problemsOf, withValue } from '../helpers';

const IBAN = ['bankAccount', 'iban'];
const BIC = ['bankAccount', 'swiftNumber'];

function perType<T>(values: readonly T[]) {
  return ENTITY_TYPES.flatMap((type) => values.map((value) => [type, value] as const));
}

describe('bank rule: IBAN checksum and length', () => {
  it.each(perType(['IS140159260076545510730339', 'GB82WEST12345698765432', 'DE89370400440532013000']))('%s: %s is valid', (type, iban) => {
    expect(problemsOf(type, withValue(type, IBAN, iban))).toEqual([]);
  });

  const invalid = [
    'IS150159260076545510730339', // check digits off by one
    'IS140159260076545510730338', // last digit changed
    'GB82WEST12345698765431',
    'GB28WEST12345698765432', // check digits swapped
    'DE89370400440532013001',
    'DE8937040044053201300', // one digit short for Germany
    'XX89370400440532013000', // no such country
  ];

  it.each(perType(invalid))('%s: %s is iban_invalid', (type, iban) => {
    expect(problemsOf(type, withValue(type, IBAN, iban))).toEqual(only(IBAN, 'iban_invalid'));
  });

  it.each(ENTITY_TYPES)('%s: an IBAN with spaces is only a format problem, not also a checksum one', (type) => {
    expect(problemsOf(type, withValue(type, IBAN, 'GB82 WEST 1234 5698 7654 32'))).toEqual(only(IBAN, 'invalid_format'));
  });
});

describe('bank rule: BIC', () => {
  it.each(perType(['NBIIISRE', 'NBIIISREXXX', 'DEUTDEFF', 'DEUTDEFF500', 'NBIIIS21']))('%s: %s is valid', (type, bic) => {
    expect(problemsOf(type, withValue(type, BIC, bic))).toEqual([]);
  });

  const invalid = [
    'NBIIXXRE', // XX is no country
    'NB1IISRE', // digit in the bank code
    'NBII1SRE', // digit in the country code
    'NBIIIS1E', // a location code never starts with 0 or 1
    'NBIIIS0E',
    'NBIIISRO', // nor has the letter O second
  ];

  it.each(perType(invalid))('%s: %s is bic_invalid', (type, bic) => {
    expect(problemsOf(type, withValue(type, BIC, bic))).toEqual(only(BIC, 'bic_invalid'));
  });

  it.each(perType(['NBII', 'nbiiisre', 'NBIIISRE1']))('%s: %s is only a format problem', (type, bic) => {
    expect(problemsOf(type, withValue(type, BIC, bic))).toEqual(only(BIC, 'invalid_format'));
  });
});
