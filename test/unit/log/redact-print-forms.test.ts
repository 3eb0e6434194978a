import fc from 'fast-check';
import { countrySpecs } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '$main/log/redact';
import { DASH_OR_SPACE_RUN } from '$shared/rules/separators';
import { kennitala } from '../shared/identity/kennitala-generators';

const redact = (text: string) => createRedactor().redact(text);

/** Every character the rules take between a number's groups, found by asking their own pattern. */
const SEPARATORS = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((char) =>
  new RegExp(`^${DASH_OR_SPACE_RUN.source}$`, 'u').test(char),
);

describe('redactor: every print form of a kennitala', () => {
  it.each([
    ['ten digits', 'kt 1106544139 refused'],
    ['a hyphen', 'kt 110654-4139 refused'],
    ['a space', 'kt 110654 4139 refused'],
    ['an en dash', 'kt 110654–4139 refused'],
    ['an em dash', 'kt 110654—4139 refused'],
    ['a non-breaking hyphen', 'kt 110654‑4139 refused'],
    ['a no-break space', 'kt 110654\u00a04139 refused'],
    ['a soft hyphen', 'kt 110654\u00ad4139 refused'],
    ['spaces around a hyphen', 'kt 110654 - 4139 refused'],
    ['inside a word', 'kt1106544139 refused'],
    ['inside a file name', 'Gudrun_kt1106544139_scan'],
    ['right before letters', 'kt 1106544139kt refused'],
  ])('hides it written with %s', (_label, text) => {
    const out = redact(text);
    expect(out).toContain('[national-id]');
    expect(out).not.toMatch(/110654|4139/);
  });

  it('leaves longer and shorter digit runs, times and merchant numbers as they are', () => {
    const text = 'at 2026-11-21T10:00:00.000Z merchant 100001 terminal 80000001 took 1732190400000 ms; 12345 6789';
    expect(redact(text)).toBe(text);
  });

  it('hides a generated kennitala in any print form, inside any text', () => {
    fc.assert(
      fc.property(
        kennitala(),
        fc.array(fc.constantFrom(...SEPARATORS), { maxLength: 3 }),
        fc.constantFrom('', ' ', 'kt', 'kt.', '_', '"', '(', 'ssn:', 'Gudrun_kt'),
        fc.constantFrom('', ' ', '_IS', '.svg', '"', ')', ',', 'kt', '\n'),
        ({ value }, separators, before, after) => {
          const digits = value.replace('-', '');
          const printed = `${digits.slice(0, 6)}${separators.join('')}${digits.slice(6)}`;
          const out = redact(`${before}${printed}${after}`);
          // The text around holds no digit: any digit left is the kennitala's.
          expect(out).not.toMatch(/\d/);
        },
      ),
    );
  });
});

/** An IBAN of `country` with its real check digits (ISO 13616: mod 97 of the BBAN, country and 00). */
function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

const COUNTRIES = Object.entries(countrySpecs).filter(([, spec]) => spec.chars !== undefined && spec.bban_regexp !== undefined);

const generatedIban = fc
  .constantFrom(...COUNTRIES)
  // Some of the package's patterns are not anchored at their end.
  .chain(([country, spec]) =>
    fc.stringMatching(new RegExp(`^(?:${spec.bban_regexp!.replace(/^\^|\$$/g, '')})$`)).map((bban) => ibanOf(country, bban)),
  );

/** How an IBAN is printed: compact, in fours apart by any separator, in either case. */
const printed = fc
  .record({
    groupBy: fc.constantFrom(0, 4),
    separator: fc.constantFrom(' ', '-', '\u00a0', '–', '  '),
    casing: fc.constantFrom('upper', 'lower', 'mixed'),
  })
  .map(({ groupBy, separator, casing }) => (iban: string) => {
    const grouped = groupBy === 0 ? iban : iban.replace(/(.{4})(?=.)/g, `$1${separator}`);
    if (casing === 'upper') return grouped;
    if (casing === 'lower') return grouped.toLowerCase();
    return grouped.replace(/[A-Z]/g, (letter, at: number) => (at % 2 === 0 ? letter.toLowerCase() : letter));
  });

describe('redactor: every print form of an IBAN', () => {
  it.each([
    ['compact', 'IS350515260012341106544139'],
    ['in fours', 'IS35 0515 2600 1234 1106 5441 39'],
    ['in lower case', 'is35 0515 2600 1234 1106 5441 39'],
    ['compact, in lower case', 'is350515260012341106544139'],
    ['with hyphens', 'IS35-0515-2600-1234-1106-5441-39'],
    ['of Norway, the shortest', 'NO93 8601 1117 947'],
    ['of Saint Lucia, with letters', 'LC55 HEMM 0001 0001 0012 0012 0002 3015'],
    ['of Malta', 'mt84malt011000012345mtlcast001s'],
    ['of Russia, the longest', 'RU02 0445 2560 0407 0281 0412 3456 7890 1'],
  ])('hides it %s', (_label, iban) => {
    expect(redact(`account ${iban} confirmed`)).toBe('account [iban] confirmed');
  });

  it('hides the IBAN and the kennitala of the refused file name', () => {
    const out = redact('refused Gudrun_kt1106544139_IS35-0515-2600-1234-1106-5441-39');
    expect(out).not.toMatch(/\d/);
    expect(out).toContain('[iban]');
  });

  it('hides one run on after a lower-case word, in capitals', () => {
    expect(redact('GudrunIS350515260012341106544139')).toBe('Gudrun[iban]');
  });

  it('leaves words, record IDs and a key fingerprint that only begin like an IBAN', () => {
    const text = '{"id":"3f2a9c1e-de12-4b5c-8d9e-0123456789ab","keyFingerprint":"de12ab34cd56ef78","note":"as12 and more words"}';
    expect(redact(text)).toBe(text);
  });

  it('hides a generated IBAN of any country in any print form, inside any text', () => {
    fc.assert(
      fc.property(
        generatedIban,
        printed,
        fc.constantFrom('', ' ', '"', 'iban:', '(', '_', 'account '),
        fc.constantFrom('', ' ', '"', ')', '.', ',', '_x', ' and more'),
        (iban, print, before, after) => {
          const out = redact(`${before}${print(iban)}${after}`);
          expect(out).toContain('[iban]');
          // No six characters of its account part survive, in any case or grouping.
          const left = out.toUpperCase().replace(/[^A-Z0-9]/g, '');
          const bban = iban.slice(4);
          const survived = Array.from({ length: bban.length - 5 }, (_, at) => bban.slice(at, at + 6)).filter((part) => left.includes(part));
          expect(survived).toEqual([]);
        },
      ),
    );
  });
});

describe('redactor: file names', () => {
  it('hides the file name a refused document came with', () => {
    const out = redact('refused Gudrun_kt1106544139_IS35-0515-2600-1234-1106-5441-39.svg (unsupported)');
    expect(out).toBe('refused [file] (unsupported)');
    expect(redact('{"fileName":"Jón Jónsson vegabréf.JPEG","size":3}')).toBe('{"fileName":"[file]","size":3}');
  });

  it('leaves the app files and databases it names alone', () => {
    const text = 'cannot read dist/renderer/index.html nor fieldboard.sqlite-wal';
    expect(redact(text)).toBe(text);
  });
});
