import { describe, expect, it } from 'vitest';
import { CONFIRMABLE_NOTICE_CODES, matchingConfirmations, notice, unconfirmedNotices } from '$shared/rules/notice';

const holder = notice(['bankAccount', 'iban'], 'iban_holder_differs', 'another holder', { holder: '551073-0339' });
const unverifiable = notice(['applicant', 'ssn'], 'kennitala_unverifiable', 'cannot verify');

describe('confirmable notices', () => {
  it('only the codes listed need confirmation', () => {
    expect(CONFIRMABLE_NOTICE_CODES).toContain('iban_holder_differs');
    expect(unconfirmedNotices([holder, unverifiable], [])).toEqual([holder]);
  });

  it('a confirmation answers the notice of its code at its path, with a reason that says something', () => {
    const at = { code: 'iban_holder_differs', path: ['bankAccount', 'iban'] } as const;
    expect(unconfirmedNotices([holder], [{ ...at, reason: "the director's own account" }])).toEqual([]);
    expect(unconfirmedNotices([holder], [{ ...at, reason: '  ' }])).toEqual([holder]);
    expect(unconfirmedNotices([holder], [{ ...at, reason: 'x'.repeat(501) }])).toEqual([holder]);
    expect(unconfirmedNotices([holder], [{ ...at, path: ['bankAccount'], reason: 'a reason' }])).toEqual([holder]);
    expect(unconfirmedNotices([holder], [{ code: 'kennitala_unverifiable', path: at.path, reason: 'a reason' }])).toEqual([holder]);
  });

  it('only confirmations of notices present now are recorded, once each, trimmed', () => {
    const at = { code: 'iban_holder_differs', path: ['bankAccount', 'iban'] } as const;
    expect(
      matchingConfirmations(
        [holder, unverifiable],
        [
          { ...at, reason: '  first  ' },
          { ...at, reason: 'second' },
          { code: 'kennitala_unverifiable', path: ['applicant', 'ssn'], reason: 'not confirmable' },
        ],
      ),
    ).toEqual([{ ...at, reason: 'first' }]);
  });
});
