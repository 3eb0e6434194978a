import { describe, expect, it } from 'vitest';
import { carryOver } from '$shared/draft/type-change';
import { pathsDroppedBy } from '$shared/draft/schema-paths';
import { formatPath } from '$shared/rules/problem';
import { completeApplication } from '../../fixtures/applications';

const dropped = (to: Parameters<typeof pathsDroppedBy>[0], rest: unknown) => pathsDroppedBy(to, rest).map(formatPath);

describe('carryOver', () => {
  it('makes a sole trader’s applicant the company’s first person and their legal name the company’s', () => {
    const sole = completeApplication('soletrader') as Record<string, unknown>;
    const applicant = sole.applicant as Record<string, unknown>;
    const { carried, rest } = carryOver('soletrader', 'privatelimitedcompany', sole);
    const company = carried.company as Record<string, unknown>;
    const person = (carried.persons as Record<string, unknown>[])[0]!;
    expect(company.name).toBe(applicant.legalName);
    expect(company.address).toEqual(applicant.address);
    expect(company.phone).toBe(applicant.phone);
    expect(company.email).toBe(applicant.email);
    for (const field of ['firstName', 'lastName', 'ssn', 'dateOfBirth', 'phone', 'email', 'address'])
      expect(person[field]).toEqual(applicant[field]);
    expect(carried.stores).toEqual(sole.stores);
    expect(carried.additionalAttachments).toContainEqual(applicant.identificationAttachment);
    // Only the one flag a private limited company lacks has no place.
    expect(dropped('privatelimitedcompany', rest)).toEqual(['applicant.invoiceStatementOnMerchantLevel']);
  });

  it('a partnership keeps the flag; the ID document then has no place', () => {
    const { carried, rest } = carryOver('soletrader', 'partnership', completeApplication('soletrader') as Record<string, unknown>);
    expect((carried.company as Record<string, unknown>).invoiceStatementOnMerchantLevel).toBeTypeOf('boolean');
    expect(dropped('partnership', rest).every((path) => path.startsWith('applicant.identificationAttachment'))).toBe(true);
  });

  it('makes a company’s first person the applicant, its name the legal name, and drops the rest', () => {
    const company = completeApplication('privatelimitedcompany') as Record<string, unknown>;
    const first = (company.persons as Record<string, unknown>[])[0]!;
    const { carried, rest } = carryOver('privatelimitedcompany', 'soletrader', company);
    const applicant = carried.applicant as Record<string, unknown>;
    expect(applicant.legalName).toBe((company.company as Record<string, unknown>).name);
    expect(applicant.firstName).toBe(first.firstName);
    expect(applicant.ssn).toBe(first.ssn);
    expect(carried.company).toBeUndefined();
    expect(dropped('soletrader', rest)).toContain('company.number');
    expect(dropped('soletrader', rest)).not.toContain('company.name');
    expect(dropped('soletrader', rest)).not.toContain('persons[0].firstName');
  });
});
