import { describe, expect, it } from 'vitest';
import { IPC_ERRORS } from '$shared/ipc/errors';
import { ATTEMPT_SUMMARIES } from '$shared/messages/attempt-summaries';
import { type MessageDefs, messageKeys } from '$shared/messages/define';
import { STATUS_REASONS } from '$shared/messages/status-reasons';
import { STORE_MISMATCHES } from '$shared/messages/store-mismatch';
import { catalogue } from '$renderer/lib/i18n/catalogue';
import type { Entry, Text } from '$renderer/lib/i18n/catalogue/entry';
import { pluralCategory, word } from '$renderer/lib/i18n/wording';

const entries = Object.entries(catalogue as Record<string, Entry>);
const LANGUAGES = ['en', 'is'] as const;

function forms(text: Text): string[] {
  return typeof text === 'string' ? [text] : [text.one, text.other];
}

function placeholders(text: Text): string[] {
  return [...new Set(forms(text).flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))].sort();
}

/** What main sends as codes (shared/), and the catalogue family that words each. */
const FAMILIES: [string, MessageDefs][] = [
  ['reason', STATUS_REASONS],
  ['attempt', ATTEMPT_SUMMARIES],
  ['mismatch', STORE_MISMATCHES],
  ['error', IPC_ERRORS],
];

describe('the catalogue', () => {
  it('has every message in English and Icelandic, no form empty', () => {
    for (const [key, entry] of entries) {
      for (const language of LANGUAGES) {
        expect(entry[language], `${key}.${language}`).toBeDefined();
        for (const form of forms(entry[language])) expect(form.trim(), `${key}.${language}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, entry] of entries) expect(placeholders(entry.is), key).toEqual(placeholders(entry.en));
  });

  it('gives a plural message a {count} to choose its form by', () => {
    for (const [key, entry] of entries) {
      if (typeof entry.en !== 'string' || typeof entry.is !== 'string') expect(placeholders(entry.en), key).toContain('count');
    }
  });

  it.each(FAMILIES)('words every code main sends in the %s family, with only the parameters the code carries', (family, defs) => {
    const keys = new Set(entries.map(([key]) => key));
    const missing = messageKeys(defs, family).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
    for (const [code, params] of Object.entries(defs)) {
      const entry = (catalogue as Record<string, Entry>)[`${family}.${code}`]!;
      for (const name of placeholders(entry.en)) expect(Object.keys(params), `${family}.${code} {${name}}`).toContain(name);
    }
  });
});

describe('plurals', () => {
  it('follows CLDR: English one is 1 only; Icelandic one is 1, 21, 31, 101 but not 11 or 111', () => {
    expect([0, 1, 2, 11, 21].map((n) => pluralCategory('en', n))).toEqual(['other', 'one', 'other', 'other', 'other']);
    expect([0, 1, 2, 11, 21, 31, 101, 111].map((n) => pluralCategory('is', n))).toEqual([
      'other',
      'one',
      'other',
      'other',
      'one',
      'one',
      'one',
      'other',
    ]);
  });

  it('chooses the form by count in each language', () => {
    const entry = (catalogue as Record<string, Entry>)['error.not_ready']!;
    expect(word(entry.en, 'en', { count: 1 })).toMatch(/1 thing still to fix/);
    expect(word(entry.en, 'en', { count: 2 })).toMatch(/2 things still to fix/);
    expect(word(entry.is, 'is', { count: 21 })).toMatch(/21 athugasemd bíður/);
    expect(word(entry.is, 'is', { count: 11 })).toMatch(/11 athugasemdir bíða/);
  });
});
