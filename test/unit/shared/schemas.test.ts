import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { APPLICATION_SCHEMAS } from '$shared/wire/applications';
import {
  application,
  ATTACHMENT_TYPES,
  COMPANY_TYPES,
  found,
  LIMITED_TYPES,
  only,
  OWNERSHIP_TYPES,
  personBase,
  problemsOf,
  remove,
  rename,
  set,
  withValue,
} from './helpers';

const FEE = ['fees', 'merchantServiceChargeFees', 0];
const CONFIRMATION = ['bankAccount', 'bankAccountConfirmationAttachment'];

describe('strict sending: the complete application', () => {
  it.each(ENTITY_TYPES)('%s parses with its schema and has no problems', (type) => {
    expect(APPLICATION_SCHEMAS[type].safeParse(application(type)).success).toBe(true);
    expect(problemsOf(type, application(type))).toEqual([]);
  });
});

describe('strict sending: unknown or misspelled properties', () => {
  it.each(ENTITY_TYPES)('%s: fee `Name` instead of `name`', (type) => {
    const app = application(type);
    rename(app, [...FEE, 'name'], 'Name');
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: [...FEE, 'Name'], code: 'unknown_property' },
        { path: [...FEE, 'name'], code: 'required' },
        { path: ['fees', 'merchantServiceChargeFees'], code: 'fee_missing' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: `BankAccountConfirmationAttachment` with a capital B', (type) => {
    const app = application(type);
    rename(app, CONFIRMATION, 'BankAccountConfirmationAttachment');
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: ['bankAccount', 'BankAccountConfirmationAttachment'], code: 'unknown_property' },
        { path: CONFIRMATION, code: 'required' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: attachment `file` instead of `File`', (type) => {
    const app = application(type);
    rename(app, [...CONFIRMATION, 'File'], 'file');
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: [...CONFIRMATION, 'file'], code: 'unknown_property' },
        { path: [...CONFIRMATION, 'File'], code: 'required' },
      ]),
    );
  });

  it.each(ENTITY_TYPES)('%s: unknown properties at the root, in a store and in an address', (type) => {
    const app = application(type);
    set(app, ['merchantId'], 1);
    set(app, ['stores', 0, 'currency'], 'ISK');
    set(app, [...personBase(type), 'address', 'country'], 'Iceland');
    expect(problemsOf(type, app)).toEqual(
      found([
        { path: ['merchantId'], code: 'unknown_property' },
        { path: ['stores', 0, 'currency'], code: 'unknown_property' },
        { path: [...personBase(type), 'address', 'country'], code: 'unknown_property' },
      ]),
    );
  });
});

describe('strict sending: top-level properties per entity type (§2.1)', () => {
  it.each(['company', 'persons'])('soletrader with `%s` is refused', (property) => {
    const donor = application('publiclimitedcompany');
    expect(problemsOf('soletrader', withValue('soletrader', [property], donor[property]))).toEqual(only([property], 'unknown_property'));
  });

  it.each(COMPANY_TYPES)('%s with `applicant` is refused', (type) => {
    const applicant = application('soletrader').applicant;
    expect(problemsOf(type, withValue(type, ['applicant'], applicant))).toEqual(only(['applicant'], 'unknown_property'));
  });

  it.each(OWNERSHIP_TYPES)('%s with `additionalAttachments` is refused', (type) => {
    expect(problemsOf(type, withValue(type, ['additionalAttachments'], []))).toEqual(only(['additionalAttachments'], 'unknown_property'));
  });

  it.each(ATTACHMENT_TYPES)('%s without `additionalAttachments` is refused', (type) => {
    const app = application(type);
    remove(app, ['additionalAttachments']);
    expect(problemsOf(type, app)).toEqual(only(['additionalAttachments'], 'required'));
  });
});

describe('strict sending: fields that only partnership and other carry (§2.3, §2.4)', () => {
  it.each(LIMITED_TYPES)('%s: `share` on a person is refused', (type) => {
    expect(problemsOf(type, withValue(type, ['persons', 0, 'share'], 50))).toEqual(only(['persons', 0, 'share'], 'unknown_property'));
  });

  it.each(OWNERSHIP_TYPES)('%s: a person without `share` is refused', (type) => {
    const app = application(type);
    remove(app, ['persons', 0, 'share']);
    expect(problemsOf(type, app)).toEqual(only(['persons', 0, 'share'], 'required'));
  });

  const flags = ['invoiceStatementOnMerchantLevel', 'registeredOnStockExchange'];
  const limitedCases = LIMITED_TYPES.flatMap((type) => flags.map((flag) => [type, flag] as const));
  const ownershipCases = OWNERSHIP_TYPES.flatMap((type) => flags.map((flag) => [type, flag] as const));

  it.each(limitedCases)('%s: company.%s is refused', (type, flag) => {
    expect(problemsOf(type, withValue(type, ['company', flag], false))).toEqual(only(['company', flag], 'unknown_property'));
  });

  it.each(ownershipCases)('%s: company.%s is required', (type, flag) => {
    const app = application(type);
    remove(app, ['company', flag]);
    expect(problemsOf(type, app)).toEqual(only(['company', flag], 'required'));
  });
});

describe('strict sending: missing required fields give `required` with the path', () => {
  const everyType = [
    ['stores', 0, 'name'],
    ['stores', 0, 'merchantCategoryCode'],
    ['stores', 0, 'address', 'countryCode'],
    ['stores', 0, 'transactionInformation', 'averageMonthlyVolume'],
    ['stores', 0, 'volumeInformation', 0, 'volume'],
    ['bankAccount', 'iban'],
    ['bankAccount', 'swiftNumber'],
    ['bankAccount', 'bankAccountConfirmed'],
    [...CONFIRMATION, 'Filename'],
    [...FEE, 'percentageValue'],
  ];
  const cases = ENTITY_TYPES.flatMap((type) => everyType.map((path) => [type, path] as const));

  it.each(cases)('%s: %j', (type, path) => {
    const app = application(type);
    remove(app, path);
    expect(problemsOf(type, app)).toEqual(only([...path], 'required'));
  });

  it.each(ENTITY_TYPES)('%s: the person fields', (type) => {
    for (const field of ['firstName', 'lastName', 'ssn', 'email', 'phone', 'dateOfBirth', 'address']) {
      const app = application(type);
      remove(app, [...personBase(type), field]);
      expect(problemsOf(type, app), field).toEqual(only([...personBase(type), field], 'required'));
    }
  });

  it.each(ENTITY_TYPES)('%s: an empty text counts as missing', (type) => {
    expect(problemsOf(type, withValue(type, [...personBase(type), 'lastName'], ''))).toEqual(
      only([...personBase(type), 'lastName'], 'required'),
    );
  });

  it.each(ENTITY_TYPES)('%s: optional fields may be left out', (type) => {
    const app = application(type);
    remove(app, [...personBase(type), 'middleName']);
    expect(problemsOf(type, app)).toEqual([]);
  });

  it.each(COMPANY_TYPES)('%s: company fields', (type) => {
    for (const path of [
      ['company', 'name'],
      ['company', 'number'],
      ['company', 'address'],
      ['company', 'email'],
    ]) {
      const app = application(type);
      remove(app, path);
      expect(problemsOf(type, app), path.join('.')).toEqual(only(path, 'required'));
    }
  });
});
