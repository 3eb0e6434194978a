import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { errorBody, submit } from './helpers';
import { startService } from '../../helpers/training-service';

type Mutable = Record<string, any>;

/** A complete application with one thing broken, so the 422 can only be about that thing. */
function broken(type: Parameters<typeof completeApplication>[0], breakIt: (application: Mutable) => void): Mutable {
  const application = structuredClone(completeApplication(type)) as Mutable;
  breakIt(application);
  return application;
}

interface Case {
  name: string;
  type: Parameters<typeof completeApplication>[0];
  breakIt: (a: Mutable) => void;
  path: string;
  code: string;
  /** Paths that the same breakage rightly reports too. */
  also?: string[];
}

const CASES: Case[] = [
  {
    name: 'a kennitala whose last digit is no century',
    type: 'soletrader',
    breakIt: (a) => (a.applicant.ssn = '010130-3015'),
    path: 'applicant.ssn',
    code: 'kennitala_invalid',
  },
  {
    name: 'an account number that is not the account of the IBAN',
    type: 'partnership',
    breakIt: (a) => (a.bankAccount.accountNumber = '0159-26-007655'),
    path: 'bankAccount.accountNumber',
    code: 'account_number_mismatch',
  },
  {
    name: "a company number that is a person's kennitala",
    type: 'publiclimitedcompany',
    breakIt: (a) => (a.company.number = '010130-3019'),
    path: 'company.number',
    code: 'kennitala_invalid',
  },
  {
    name: 'an IBAN whose checksum does not match',
    type: 'partnership',
    breakIt: (a) => (a.bankAccount.iban = 'IS150159260076545510730339'),
    path: 'bankAccount.iban',
    code: 'iban_invalid',
  },
  {
    name: 'a fee name the settings do not list',
    type: 'other',
    breakIt: (a) => (a.fees.merchantServiceChargeFees[0].name = 'Domestic debit card'),
    path: 'fees.merchantServiceChargeFees[0].name',
    code: 'fee_name_unknown',
    // Renaming the entry leaves the real name without one.
    also: ['fees.merchantServiceChargeFees'],
  },
  {
    name: 'an Amex store in a restricted country, currency and category',
    type: 'privatelimitedcompany',
    breakIt: (a) => {
      a.stores[1].acceptedCardTypes = ['VISA', 'Amex'];
      a.stores[1].merchantCategoryCode = 7995;
    },
    path: 'stores[1].acceptedCardTypes',
    code: 'amex_restricted',
  },
  {
    name: 'an unknown top-level property',
    type: 'publiclimitedcompany',
    breakIt: (a) => (a.notes = 'call after 5'),
    path: 'notes',
    code: 'unknown_property',
  },
  {
    name: 'a sole trader with a company',
    type: 'soletrader',
    breakIt: (a) => (a.company = { name: 'Kaffi ehf.' }),
    path: 'company',
    code: 'unknown_property',
  },
  {
    name: 'a partnership with additionalAttachments',
    type: 'partnership',
    breakIt: (a) => (a.additionalAttachments = []),
    path: 'additionalAttachments',
    code: 'unknown_property',
  },
  {
    name: 'a category code of five digits',
    type: 'soletrader',
    breakIt: (a) => (a.stores[0].merchantCategoryCode = 12345),
    path: 'stores[0].merchantCategoryCode',
    code: 'mcc_invalid',
  },
  {
    name: 'a missing bank account',
    type: 'other',
    breakIt: (a) => delete a.bankAccount,
    path: 'bankAccount',
    code: 'required',
  },
  {
    name: 'shares above 100 %',
    type: 'other',
    breakIt: (a) => (a.persons[0].share = 50),
    path: 'persons',
    code: 'shares_over_100',
  },
];

describe('what the client accepts, the training service accepts', () => {
  it('a kennitala issued without a computed check digit (since 18 Feb 2026), paid into an account of another holder, is created', async () => {
    const service = await startService();
    const application = broken('soletrader', (a) => {
      a.applicant.ssn = '010130-3029';
      // The holder (the last ten digits) is 551073-0339, not the applicant: a notice in the client, never a refusal.
      a.bankAccount.iban = 'IS140159260076545510730339';
    });
    const response = await submit(service, 'soletrader', application);
    expect(response.status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('a company number without a computed check digit is created', async () => {
    const service = await startService();
    const response = await submit(
      service,
      'privatelimitedcompany',
      broken('privatelimitedcompany', (a) => (a.company.number = '471008-0380')),
    );
    expect(response.status).toBe(201);
  });
});

describe('rule violations', () => {
  it.each(CASES)('$name → 422 naming $path', async ({ type, breakIt, path, code, also = [] }) => {
    const service = await startService();
    const response = await submit(service, type, broken(type, breakIt));
    expect(response.status).toBe(422);
    const body = await errorBody(response);
    expect(body.errors).toContainEqual(expect.objectContaining({ path, code }));
    // Only what was broken is reported: the rest of the fixture is valid.
    expect(body.errors!.every((error) => error.path === path || also.includes(error.path))).toBe(true);
    expect(body.errors!.every((error) => error.message.length > 0)).toBe(true);
    expect(body.message).toMatch(/problem/);
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('reports every problem of an application at once, each with its path', async () => {
    const service = await startService();
    const application = broken('soletrader', (a) => {
      a.applicant.ssn = '010130-3015';
      a.bankAccount.iban = 'IS150159260076545510730339';
      a.stores[0].merchantCategoryCode = 12345;
    });
    const body = await errorBody(await submit(service, 'soletrader', application));
    expect(body.statusCode).toBe(422);
    expect(body.errors!.map((error) => error.path).sort()).toEqual(['applicant.ssn', 'bankAccount.iban', 'stores[0].merchantCategoryCode']);
  });

  it("validates against the key's own settings", async () => {
    const service = await startService();
    // Amex for a restaurant in Iceland: allowed for `training`, restricted for `training-north`.
    const application = broken('soletrader', (a) => (a.stores[0].acceptedCardTypes = ['VISA', 'Amex']));
    const north = await submit(service, 'soletrader', application, { Apikey: 'training-north' });
    expect(north.status).toBe(422);
    expect((await errorBody(north)).errors).toContainEqual(
      expect.objectContaining({ path: 'stores[0].acceptedCardTypes', code: 'amex_restricted' }),
    );
    expect(service.stats().merchantsTotal).toBe(0);
    const training = await submit(service, 'soletrader', application, { Apikey: 'training' });
    expect(training.status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('sends a valid application to the wrong endpoint back with 422', async () => {
    const service = await startService();
    const response = await submit(service, 'soletrader', completeApplication('publiclimitedcompany'));
    expect(response.status).toBe(422);
    const paths = (await errorBody(response)).errors!.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['applicant', 'company', 'persons']));
  });
});
