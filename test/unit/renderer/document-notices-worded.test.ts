import { describe, expect, it } from 'vitest';
import { DOCUMENT_NOTICE_CODES } from '$shared/rules/notice';
import { catalogue } from '$renderer/lib/i18n/catalogue';

const keys = Object.keys(catalogue);

describe('what the documents say', () => {
  it('has words for every code, plainly or per party, in both languages', () => {
    for (const code of DOCUMENT_NOTICE_CODES) {
      const worded = keys.filter((key) => key === `notice.${code}` || key.startsWith(`notice.${code}.`));
      expect(worded.length, code).toBeGreaterThan(0);
    }
  });

  it('words a holder that differs for the applicant and for the company, as the party param names it', () => {
    expect(keys).toContain('notice.letter_holder_differs.applicant');
    expect(keys).toContain('notice.letter_holder_differs.company');
  });
});
