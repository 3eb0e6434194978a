import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { electronicIban, formatAccountNumber, parseIcelandicIban, printedIban, readAccountNumber } from '$shared/rules';
import { accountNumber, displayIban, iban } from '$renderer/lib/draft/normalise';
import { only, problemsOf, withValue } from '../helpers';

/**
 * IBANs and account numbers nobody on the project wrote, each from the public source named above
 * it (repository and path at the commit read), run through the project's own functions.
 */

/**
 * Printed forms: the issue's three, ibantools' dash-separated and grouped ones (Simplify/ibantools,
 * test/ibantools_test.js, d42c8af), and php-iban's examples as collected from the world, spaces in
 * odd places included (globalcitizen/php-iban, utils/example-ibans/{nl,es,no}-ibans, c92138c).
 */
const PRINTED = [
  ['IBAN NL81 INGB 0671 2104 32', 'NL81INGB0671210432'],
  ['ES15-0049-1806-9121-1186-9374', 'ES1500491806912111869374'],
  ['NO07.8380.08.06006', 'NO0783800806006'],
  ['NL91-ABNA-0417-1643-00', 'NL91ABNA0417164300'],
  ['BR97 0036 0305 0000 1000 9795 493P 1', 'BR9700360305000010009795493P1'],
  ['NL32 INGB 0655 6507 68', 'NL32INGB0655650768'],
  ['NL59 INGB 0657714151', 'NL59INGB0657714151'],
  ['ES09 2038-0626-0160-0002-5280', 'ES0920380626016000025280'],
  ['ES 58 0075 0204 9406 0081 1004', 'ES5800750204940600811004'],
  ['NO 1797500633224', 'NO1797500633224'],
  ['NO33 6345 06 23123', 'NO3363450623123'],
  ['NO 89 42004151326', 'NO8942004151326'],
] as const;

/** php-iban's copy of the SWIFT IBAN registry (registry.txt, c92138c), Iceland's line: the domestic example and its IBAN. */
const REGISTRY_DOMESTIC = '0159-26-007654-551073-0339';
const REGISTRY_IBAN = 'IS140159260076545510730339';

const ACCOUNT = ['bankAccount', 'accountNumber'];
const IBAN = ['bankAccount', 'iban'];
const withAccount = (type: (typeof ENTITY_TYPES)[number], ibanValue: string, account: string) => {
  const app = withValue(type, IBAN, ibanValue);
  (app.bankAccount as Record<string, unknown>).accountNumber = account;
  return app;
};

describe('the printed forms of an IBAN', () => {
  it.each(PRINTED)('%s is stored as %s, a valid IBAN', (printed, electronic) => {
    expect(electronicIban(printed)).toBe(electronic);
    expect(iban(printed)).toBe(electronic);
    expect(iban(printed.toLowerCase())).toBe(electronic);
    expect(iban(`IBAN: ${printed.replace(/^IBAN /, '')}`)).toBe(electronic);
    expect(isValidIBAN(electronic)).toBe(true);
  });

  it.each(['IS14 0159 2600 7654 5510 7303 39', 'is14-0159-2600-7654-5510-7303-39', 'IBAN IS14\u00a00159\u20132600 7654.5510/7303 39'])(
    'the registry example printed as %s is valid and names its holder',
    (printed) => {
      expect(iban(printed)).toBe(REGISTRY_IBAN);
      expect(parseIcelandicIban(printed)).toEqual({ bank: '0159', ledger: '26', account: '007654', holder: '551073-0339' });
      expect(problemsOf('soletrader', withValue('soletrader', IBAN, iban(printed)))).toEqual([]);
    },
  );

  it('is shown in groups of four, as printed, wherever the field shows it', () => {
    expect(printedIban(REGISTRY_IBAN)).toBe('IS14 0159 2600 7654 5510 7303 39');
    // ibantools' own friendly format of the same Brazilian IBAN.
    expect(displayIban('BR9700360305000010009795493P1')).toBe('BR97 0036 0305 0000 1000 9795 493P 1');
    expect(displayIban('NL81INGB0671210432')).toBe('NL81 INGB 0671 2104 32');
    // What is not an IBAN's electronic form is shown as it is, for the rules to name.
    expect(displayIban('not an iban')).toBe('not an iban');
    expect(displayIban(undefined)).toBe('');
  });

  it('text that is not letters, digits and separators is kept, for the rules to refuse', () => {
    expect(iban('IS14 0159 2600 7654 5510 7303 3é')).toBe('IS14 0159 2600 7654 5510 7303 3é');
    expect(problemsOf('soletrader', withValue('soletrader', IBAN, iban('IS14_0159')))).toEqual(only(IBAN, 'invalid_format'));
    expect(iban('  ')).toBeUndefined();
  });
});

describe("Icelandic account numbers in the registry's domestic form", () => {
  it('reads bank, ledger, account and holder from the domestic example, in every common writing', () => {
    const parts = { bank: '0159', ledger: '26', account: '007654', holder: '551073-0339' };
    for (const written of [
      REGISTRY_DOMESTIC,
      '0159 26 007654 551073 0339',
      '0159-26-007654-5510730339',
      '0159260076545510730339',
      '159-26-7654-551073-0339',
      '0159\u201326\u2013007654\u2013551073\u20130339',
    ])
      expect(readAccountNumber(written, REGISTRY_IBAN), written).toEqual(parts);
    expect(readAccountNumber('0159-26-007654', REGISTRY_IBAN)).toEqual({ bank: '0159', ledger: '26', account: '007654' });
  });

  it.each([
    '0159-26-007654-55107-0339',
    '0159-26-007654-551073',
    '0159-26-007654-551073-0339-1',
    '015926007654551073033',
    '0159-26-0076540-551073-0339',
  ])('cannot read %s', (written) => {
    expect(readAccountNumber(written, REGISTRY_IBAN)).toBeUndefined();
  });

  it.each(ENTITY_TYPES)('%s: the domestic example passes beside its IBAN, with and without the holder', (type) => {
    expect(problemsOf(type, withAccount(type, REGISTRY_IBAN, REGISTRY_DOMESTIC)).filter((p) => p.path[0] === 'bankAccount')).toEqual([]);
    expect(problemsOf(type, withAccount(type, REGISTRY_IBAN, '0159-26-007654')).filter((p) => p.path[0] === 'bankAccount')).toEqual([]);
  });

  it.each(ENTITY_TYPES)("%s: a holder other than the IBAN's is a problem of its own; another account stays a mismatch", (type) => {
    expect(problemsOf(type, withAccount(type, REGISTRY_IBAN, '0159-26-007654-551073-0349'))).toEqual(
      only(ACCOUNT, 'account_holder_mismatch'),
    );
    expect(problemsOf(type, withAccount(type, REGISTRY_IBAN, '0159-26-007655-551073-0339'))).toEqual(
      only(ACCOUNT, 'account_number_mismatch'),
    );
  });

  it('is stored and sent one way beside an Icelandic IBAN, keeping the holder when written, and as typed otherwise', () => {
    const beside = accountNumber(REGISTRY_IBAN);
    expect(beside('159 26 7654')).toBe('0159-26-007654');
    expect(beside('0159260076545510730339')).toBe(REGISTRY_DOMESTIC);
    expect(beside('0159 26 007654 5510730339')).toBe(REGISTRY_DOMESTIC);
    expect(beside('not a number')).toBe('not a number');
    expect(beside(' ')).toBeUndefined();
    // A foreign account keeps its own writing: its groups mean something else.
    expect(accountNumber('GB82WEST12345698765432')('12 34 5678')).toBe('12 34 5678');
    expect(accountNumber(undefined)('159 26 7654')).toBe('159 26 7654');
    expect(formatAccountNumber({ bank: '0159', ledger: '26', account: '007654' })).toBe('0159-26-007654');
  });
});
