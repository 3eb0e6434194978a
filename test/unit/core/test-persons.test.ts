import { describe, expect, it } from 'vitest';
import { testPersonPaths } from '$main/core/applications/test-persons';
import type { ApplicationRecord } from '$main/database';
import { completeApplication } from '../../fixtures/applications';

/** Only what the check reads of a stored application. */
const stored = (type: 'soletrader' | 'privatelimitedcompany', application: unknown) =>
  ({ entityType: type, body: { application, processingFees: [] } }) as unknown as ApplicationRecord;

describe('testPersonPaths: the training service is the one on this machine', () => {
  const soleTrader = stored('soletrader', completeApplication('soletrader'));

  it.each(['http://127.0.0.1:4100/isoapi', 'http://localhost:4100/isoapi', 'http://[::1]:4100/isoapi'])('%s takes test persons', (url) => {
    expect(testPersonPaths(soleTrader, url)).toEqual([]);
  });

  it.each(['https://acquirer.example/isoapi', 'https://127.0.0.1.example.com/isoapi', 'not a url', undefined])(
    '%s is refused them, field by field',
    (url) => {
      expect(testPersonPaths(soleTrader, url)).toEqual([['applicant', 'ssn']]);
    },
  );

  it('names every person holding one, and nobody else', () => {
    const company = structuredClone(completeApplication('privatelimitedcompany'));
    company.persons[1]!.ssn = '010130-3029';
    expect(testPersonPaths(stored('privatelimitedcompany', company), 'https://acquirer.example/isoapi')).toEqual([['persons', 0, 'ssn']]);
    company.persons[0]!.address.countryCode = 'GB';
    expect(testPersonPaths(stored('privatelimitedcompany', company), 'https://acquirer.example/isoapi')).toEqual([]);
  });
});
