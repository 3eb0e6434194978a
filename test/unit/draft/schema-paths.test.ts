import { describe, expect, it } from 'vitest';
import { formatPath } from '$shared/rules/problem';
import { keepPathsOf, pathExists, pathsDroppedBy } from '$shared/draft/schema-paths';
import { completeApplication } from '../../fixtures/applications';

describe('pathExists', () => {
  it('follows objects, lists and optional fields of each type', () => {
    expect(pathExists('soletrader', ['stores', 0, 'name'])).toBe(true);
    expect(pathExists('soletrader', ['applicant', 'middleName'])).toBe(true);
    expect(pathExists('soletrader', ['fees', 'merchantServiceChargeFees', 3, 'fixedValue'])).toBe(true);
    expect(pathExists('partnership', ['persons', 0, 'share'])).toBe(true);
  });

  it('refuses what the type does not have, and indexes into objects or names into lists', () => {
    expect(pathExists('soletrader', ['company', 'name'])).toBe(false);
    expect(pathExists('privatelimitedcompany', ['persons', 0, 'share'])).toBe(false);
    expect(pathExists('partnership', ['additionalAttachments'])).toBe(false);
    expect(pathExists('soletrader', ['stores', 'name'])).toBe(false);
    expect(pathExists('soletrader', ['applicant', 0])).toBe(false);
    expect(pathExists('soletrader', ['stores', 0, 'name', 'x'])).toBe(false);
    expect(pathExists('soletrader', ['__proto__'])).toBe(false);
  });
});

describe('changing the type', () => {
  it('a partnership becoming a private limited company drops only the shares and the flags', () => {
    const dropped = pathsDroppedBy('privatelimitedcompany', completeApplication('partnership')).map(formatPath);
    expect(dropped.length).toBeGreaterThan(0);
    for (const path of dropped) expect(path).toMatch(/^(persons\[\d+\]\.share|company\.\w+)$/);
    const kept = keepPathsOf('privatelimitedcompany', completeApplication('partnership'));
    expect(pathsDroppedBy('privatelimitedcompany', kept)).toEqual([]);
    expect((kept.stores as unknown[]).length).toBe(1);
  });

  it('a company becoming a sole trader drops the company and its people, keeps stores, bank and fees', () => {
    const application = completeApplication('privatelimitedcompany');
    const dropped = pathsDroppedBy('soletrader', application).map(formatPath);
    // Field by field, as the agent is shown them before confirming.
    expect(dropped).toContain('company.name');
    expect(dropped).toContain('company.address.city');
    expect(dropped).toContain('persons[1].firstName');
    expect(dropped).toContain('persons[0].roles');
    expect(dropped).not.toContain('company');
    expect(dropped.some((path) => path.startsWith('stores'))).toBe(false);
    const kept = keepPathsOf('soletrader', application);
    expect(Object.keys(kept).sort()).toEqual(['additionalAttachments', 'bankAccount', 'fees', 'stores']);
  });

  it('empty containers are not values to lose', () => {
    expect(pathsDroppedBy('soletrader', { company: { address: {} }, persons: [{ roles: [] }] })).toEqual([]);
  });
});
