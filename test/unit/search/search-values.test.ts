import { describe, expect, it } from 'vitest';
import { sameSources, searchSourcesOf } from '../../../shared/search/search-values';

const company = (overrides: { iban?: string; ssn?: string; store?: string } = {}) => ({
  company: { number: '5101694389' },
  stores: [{ name: overrides.store ?? 'Kaffi Mælifell' }, { name: 'Útibú' }],
  persons: [{ ssn: overrides.ssn ?? '0101302989' }, { ssn: '1201603389' }],
  bankAccount: { iban: overrides.iban ?? 'IS140159260076545510730339' },
});

describe('search sources: what an autosave compares to know the index still holds', () => {
  const sources = (application: unknown) => searchSourcesOf('privatelimitedcompany', application);

  it('are the same for the same text, read twice', () => {
    expect(sameSources(sources(company()), sources(company()))).toBe(true);
  });

  it('differ when any one thing searched for differs: a store name, a national ID, the IBAN, the merchant number', () => {
    const base = sources(company());
    expect(sameSources(base, sources(company({ store: 'Kaffi Mælifel' })))).toBe(false);
    expect(sameSources(base, sources(company({ ssn: '0101302988' })))).toBe(false);
    expect(sameSources(base, sources(company({ iban: 'IS140159260076545510730338' })))).toBe(false);
    expect(sameSources(base, sources({ ...company(), company: { number: '5101694388' } }))).toBe(false);
  });

  it('differ in order, in count, and between an empty field and a missing one', () => {
    const base = sources(company());
    const swapped = { ...company(), persons: [{ ssn: '1201603389' }, { ssn: '0101302989' }] };
    expect(sameSources(base, sources(swapped))).toBe(false);
    expect(sameSources(base, sources({ ...company(), persons: [{ ssn: '0101302989' }] }))).toBe(false);
    expect(sameSources(sources({ bankAccount: { iban: '' } }), sources({ bankAccount: {} }))).toBe(false);
  });

  it('tell a gap in a list from text at that place, and take a gap as no text', () => {
    const gap: unknown[] = [];
    gap[1] = { name: 'Útibú' };
    expect(sameSources(sources({ stores: gap }), sources({ stores: [{ name: 'Kaffi Mælifell' }, { name: 'Útibú' }] }))).toBe(false);
    expect(sameSources(sources({ stores: gap }), sources({ stores: [{}, { name: 'Útibú' }] }))).toBe(true);
  });

  it('ignore everything not searched for: a phone number changes nothing', () => {
    const phone = (value: string) => ({ ...company(), company: { number: '5101694389', phone: value } });
    expect(sameSources(sources(phone('+354 555 1234')), sources(phone('+354 555 1235')))).toBe(true);
  });
});
