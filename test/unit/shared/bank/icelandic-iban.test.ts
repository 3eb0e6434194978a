import { composeIBAN } from 'ibantools';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { applicationNotices, parseIcelandicIban, readAccountNumber } from '$shared/rules';
import { MERCHANT_IBANS } from '$test/fixtures/applications';
import { COMPANY_TYPES, only, problemsOf, withValue } from '../helpers';
import { kennitala } from '../identity/kennitala-generators';

const IBAN = ['bankAccount', 'iban'];
const ACCOUNT = ['bankAccount', 'accountNumber'];
/** Account 0159-26-007654 held by 551073-0339: nobody in the fixtures. */
const OTHER_HOLDER = 'IS140159260076545510730339';

const icelandicIban = (bban: string) => composeIBAN({ countryCode: 'IS', bban })!;
const holderNotices = (type: (typeof ENTITY_TYPES)[number], app: unknown) =>
  applicationNotices(type, app).filter((n) => n.code === 'iban_holder_differs');

describe('parseIcelandicIban', () => {
  it('reads bank, ledger, account and holder', () => {
    expect(parseIcelandicIban(OTHER_HOLDER)).toEqual({ bank: '0159', ledger: '26', account: '007654', holder: '551073-0339' });
    expect(parseIcelandicIban('IS14 0159 2600 7654 5510 7303 39')).toMatchObject({ holder: '551073-0339' });
  });

  it('reads nothing of a foreign or invalid IBAN', () => {
    expect(parseIcelandicIban('GB82WEST12345698765432')).toBeUndefined();
    expect(parseIcelandicIban('IS150159260076545510730339')).toBeUndefined();
  });

  it('reads the holder of any generated Icelandic IBAN, whichever way its kennitala was issued', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), kennitala(), (account, holder) => {
        const iban = icelandicIban(account + holder.value.replace('-', ''));
        expect(parseIcelandicIban(iban)).toEqual({
          bank: account.slice(0, 4),
          ledger: account.slice(4, 6),
          account: account.slice(6),
          holder: holder.value,
        });
      }),
    );
  });
});

describe('readAccountNumber', () => {
  it.each(['0159-26-007654', '159-26-7654', '0159 26 007654', '015926007654', OTHER_HOLDER])('reads %s', (value) => {
    expect(readAccountNumber(value, OTHER_HOLDER)).toEqual(expect.objectContaining({ bank: '0159', ledger: '26', account: '007654' }));
  });

  it.each(['0159/26/007654', '01592600765', 'abc'])('cannot read %s', (value) => {
    expect(readAccountNumber(value, OTHER_HOLDER)).toBeUndefined();
  });
});

describe('the account belongs to the merchant', () => {
  it.each(ENTITY_TYPES)("%s: the fixture's IBAN is the merchant's own: no notice", (type) => {
    expect(holderNotices(type, withValue(type, IBAN, MERCHANT_IBANS[type === 'soletrader' ? 'person' : 'company']))).toEqual([]);
  });

  it("soletrader: another holder's IBAN is a confirmable notice naming the holder", () => {
    expect(holderNotices('soletrader', withValue('soletrader', IBAN, OTHER_HOLDER))).toEqual([
      {
        severity: 'notice',
        path: IBAN,
        code: 'iban_holder_differs',
        message: "the account holder's kennitala is 551073-0339, not the applicant's",
        params: { holder: '551073-0339', party: 'applicant' },
      },
    ]);
    expect(problemsOf('soletrader', withValue('soletrader', IBAN, OTHER_HOLDER))).toEqual([]);
  });

  it.each(COMPANY_TYPES)("%s: a director's personal account is compared with the company's number", (type) => {
    const notices = holderNotices(type, withValue(type, IBAN, MERCHANT_IBANS.person));
    expect(notices).toMatchObject([{ params: { holder: '010130-3019', party: 'company' } }]);
    expect(notices[0]!.message).toBe("the account holder's kennitala is 010130-3019, not the company's");
  });

  it.each(ENTITY_TYPES)('%s: generated holders: a notice exactly when the holder is not the party', (type) => {
    const own = type === 'soletrader' ? ['applicant', 'ssn'] : ['company', 'number'];
    fc.assert(
      fc.property(kennitala({ kind: type === 'soletrader' ? 'person' : 'company' }), fc.boolean(), (party, same) => {
        const holder = same ? party.value : '551073-0339';
        const app = withValue(type, IBAN, icelandicIban(`015926007654${holder.replace('-', '')}`));
        const [first, second] = own as [string, string];
        (app[first] as Record<string, unknown>)[second] = party.value;
        expect(holderNotices(type, app).length).toBe(same ? 0 : 1);
      }),
      { numRuns: 40 },
    );
  });

  it.each(ENTITY_TYPES)('%s: a foreign IBAN has no holder to compare', (type) => {
    expect(holderNotices(type, withValue(type, IBAN, 'GB82WEST12345698765432'))).toEqual([]);
  });
});

describe('accountNumber agrees with the IBAN', () => {
  it.each(ENTITY_TYPES)('%s: a different account is a problem on accountNumber', (type) => {
    expect(problemsOf(type, withValue(type, ACCOUNT, '0159-26-007655'))).toEqual(only(ACCOUNT, 'account_number_mismatch'));
    expect(problemsOf(type, withValue(type, ACCOUNT, '0111-26-007654'))).toEqual(only(ACCOUNT, 'account_number_mismatch'));
    expect(problemsOf(type, withValue(type, ACCOUNT, '0159-15-007654'))).toEqual(only(ACCOUNT, 'account_number_mismatch'));
  });

  it.each(ENTITY_TYPES)('%s: the same account written another way is fine', (type) => {
    expect(problemsOf(type, withValue(type, ACCOUNT, '159 26 7654'))).toEqual([]);
  });

  it.each(ENTITY_TYPES)('%s: with a foreign IBAN or an invalid one the account number is not compared', (type) => {
    const app = withValue(type, IBAN, 'GB82WEST12345698765432');
    expect(problemsOf(type, { ...app, bankAccount: { ...(app.bankAccount as object), accountNumber: '98765432' } })).toEqual([]);
    const invalid = withValue(type, IBAN, 'IS150159260076545510730339');
    expect(problemsOf(type, invalid)).toEqual(only(IBAN, 'iban_invalid'));
  });
});
