import { countrySpecs } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS } from '$main/log/iban-lengths';

describe("the logger's IBAN lengths", () => {
  it('are the lengths of every country ibantools knows, no more and no fewer', () => {
    const known = Object.fromEntries(
      Object.entries(countrySpecs).flatMap(([country, spec]) => (spec.chars === undefined ? [] : [[country, spec.chars]])),
    );
    expect(IBAN_LENGTHS).toEqual(known);
  });
});
