import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { MAX_STORES } from '$shared/wire/applications';
import { application, COMPANY_TYPES, OWNERSHIP_TYPES, personBase, problemsOf, withValue } from './helpers';

/** [path relative to a part of the application, bad value, code]; each is tried on every entity type. */
type Case = readonly [readonly (string | number)[], unknown, string];

const STORE: Case[] = [
  [['merchantCategoryCode'], '5812', 'invalid_type'],
  [['acceptedCardTypes', 0], 'Diners', 'invalid_value'],
  [['acceptedCardTypes'], ['VISA', 'VISA'], 'invalid_value'],
  [['acceptedCardTypes'], [], 'too_short'],
  [['acceptedPaymentCardsInPast'], 'yes', 'invalid_type'],
  [['volumeInformation'], { CardPresent: 1 }, 'invalid_type'],
  [['transactionInformation', 'averageMonthlyVolume'], -1, 'too_short'],
  [['transactionInformation', 'expectedMaximumTransactionAmount'], null, 'invalid_type'],
  [['address', 'countryCode'], 'is', 'invalid_format'],
  [['address', 'countryCode'], 'ISL', 'invalid_format'],
  [['address', 'postalCode'], '101!', 'invalid_format'],
  [['name'], 'x'.repeat(201), 'too_long'],
];

const BANK: Case[] = [
  [['iban'], 'IS14 0159 2600 7654 5510 7303 39', 'invalid_format'],
  [['iban'], 'is140159260076545510730339', 'invalid_format'],
  [['swiftNumber'], 'NBII', 'invalid_format'],
  [['sortCode'], '12 34 56', 'invalid_format'],
  [['bankAccountConfirmed'], 1, 'invalid_type'],
  [['bankAccountConfirmationAttachment', 'File'], 'not base64!', 'invalid_format'],
  [['bankAccountConfirmationAttachment', 'Filename'], 'confirmation.exe', 'invalid_format'],
  [['bankAccountConfirmationAttachment', 'Filename'], 'a/b.png', 'invalid_format'],
  [['bankAccountConfirmationAttachment'], 'confirmation.png', 'invalid_type'],
];

const FEE: Case[] = [
  [['fixedValue'], -1, 'too_short'],
  [['fixedValue'], '15', 'invalid_type'],
  [['percentageValue'], 100.5, 'too_long'],
];

const PERSON: Case[] = [
  [['email'], 'gudrun.example.is', 'invalid_format'],
  [['phone'], '5551234', 'invalid_format'],
  [['phone'], '+354 555 1234', 'invalid_format'],
  [['dateOfBirth'], '1930-1-1', 'invalid_format'],
  [['dateOfBirth'], 19300101, 'invalid_type'],
  [['firstName'], 42, 'invalid_type'],
];

function cases(base: (type: (typeof ENTITY_TYPES)[number]) => (string | number)[], table: Case[]) {
  return ENTITY_TYPES.flatMap((type) => table.map(([rel, value, code]) => [type, [...base(type), ...rel], value, code] as const));
}

describe('wire formats, on every entity type', () => {
  it.each([
    ...cases(() => ['stores', 0], STORE),
    ...cases(() => ['bankAccount'], BANK),
    ...cases(() => ['fees', 'merchantServiceChargeFees', 1], FEE),
    ...cases(personBase, PERSON),
  ])('%s: %j = %j is %s', (type, path, value, code) => {
    expect(problemsOf(type, withValue(type, path, value))).toEqual([{ path, code }]);
  });

  it.each(ENTITY_TYPES)('%s: an empty attachment is required (and, as zod runs every check, not base64 either)', (type) => {
    const path = ['bankAccount', 'bankAccountConfirmationAttachment', 'File'];
    expect(problemsOf(type, withValue(type, path, ''))).toContainEqual({ path, code: 'required' });
  });

  it.each(ENTITY_TYPES)('%s: a sort code in digit groups passes', (type) => {
    expect(problemsOf(type, withValue(type, ['bankAccount', 'sortCode'], '12-34-56'))).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: a store list holds 1 to MAX_STORES stores', (type) => {
    const store = application(type).stores as unknown[];
    expect(problemsOf(type, withValue(type, ['stores'], []))).toEqual([{ path: ['stores'], code: 'too_short' }]);
    const many = Array.from({ length: MAX_STORES + 1 }, () => store[0]);
    expect(problemsOf(type, withValue(type, ['stores'], many))).toEqual([{ path: ['stores'], code: 'too_long' }]);
    expect(problemsOf(type, withValue(type, ['stores'], many.slice(1)))).toEqual([]);
  });
});

describe('wire formats of company types', () => {
  it.each(COMPANY_TYPES)('%s: persons must not be empty', (type) => {
    expect(problemsOf(type, withValue(type, ['persons'], []))).toEqual([{ path: ['persons'], code: 'too_short' }]);
  });

  it.each(COMPANY_TYPES)('%s: roles are PrimaryContact or Director, each once', (type) => {
    expect(problemsOf(type, withValue(type, ['persons', 0, 'roles'], ['PrimaryContact', 'Owner']))).toEqual([
      { path: ['persons', 0, 'roles', 1], code: 'invalid_value' },
    ]);
    expect(problemsOf(type, withValue(type, ['persons', 0, 'roles'], ['PrimaryContact', 'PrimaryContact']))).toEqual([
      { path: ['persons', 0, 'roles'], code: 'invalid_value' },
    ]);
  });

  it.each(COMPANY_TYPES)('%s: company phone and e-mail', (type) => {
    expect(problemsOf(type, withValue(type, ['company', 'phone'], '+354-5550000'))).toEqual([
      { path: ['company', 'phone'], code: 'invalid_format' },
    ]);
    expect(problemsOf(type, withValue(type, ['company', 'email'], 'office@'))).toEqual([
      { path: ['company', 'email'], code: 'invalid_format' },
    ]);
  });

  it.each(OWNERSHIP_TYPES)('%s: a share is from 0 (a chair who owns nothing) to 100', (type) => {
    expect(problemsOf(type, withValue(type, ['persons', 1, 'share'], 0))).toEqual([]);
    expect(problemsOf(type, withValue(type, ['persons', 1, 'share'], -1))).toEqual([{ path: ['persons', 1, 'share'], code: 'too_short' }]);
    expect(problemsOf(type, withValue(type, ['persons', 1, 'share'], '40'))).toEqual([
      { path: ['persons', 1, 'share'], code: 'invalid_type' },
    ]);
    expect(problemsOf(type, withValue(type, ['persons', 1, 'share'], 0.01))).toEqual([]);
  });

  it.each(OWNERSHIP_TYPES)('%s: the company flags are booleans', (type) => {
    expect(problemsOf(type, withValue(type, ['company', 'registeredOnStockExchange'], 'no'))).toEqual([
      { path: ['company', 'registeredOnStockExchange'], code: 'invalid_type' },
    ]);
  });
});
