import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { eventually } from '../../support/wait';

/**
 * One thing an agent enters, and what the field shows once it is saved: fill and check walk the
 * same list, so what is checked after a reload is exactly what was typed.
 */
export type Entry =
  /** Typed key by key; `shown` is the normalised value the field displays after leaving it. */
  | { kind: 'text'; control: Locator; typed: string; shown: string }
  | { kind: 'date'; control: Locator; value: string }
  /** A checkbox or a radio button that must end up in this state. */
  | { kind: 'choice'; control: Locator; checked: boolean }
  /** The merchant-category combobox: the code typed, then its entry chosen from the list. */
  | { kind: 'mcc'; control: Locator; code: number };

export async function fillEntry(entry: Entry): Promise<void> {
  switch (entry.kind) {
    case 'text':
      // Key by key where the field rewrites what is typed (a phone number, a kennitala, an IBAN);
      // plain text in one go, as a paste or an autofill would, which keeps the suite fast.
      if (entry.typed === entry.shown) return entry.control.fill(entry.typed);
      await entry.control.fill('');
      await entry.control.pressSequentially(entry.typed);
      return;
    case 'date':
      await entry.control.fill(entry.value);
      return;
    case 'choice':
      await entry.control.setChecked(entry.checked);
      return;
    case 'mcc': {
      const code = String(entry.code).padStart(4, '0');
      await entry.control.fill('');
      await entry.control.pressSequentially(code);
      const listbox = entry.control.page().getByRole('listbox', { name: 'Matching categories' });
      await listbox.getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
      return;
    }
  }
}

export async function expectEntry(entry: Entry): Promise<void> {
  const where = await describe(entry.control);
  switch (entry.kind) {
    case 'text':
      expect(await entry.control.inputValue(), where).toBe(entry.shown);
      return;
    case 'date': {
      // Shown day first in the language of the screen: 31/12/1980 or 31.12.1980.
      const [year, month, day] = entry.value.split('-');
      expect([`${day}/${month}/${year}`, `${day}.${month}.${year}`], where).toContain(await entry.control.inputValue());
      return;
    }
    case 'choice':
      expect(await entry.control.isChecked(), where).toBe(entry.checked);
      return;
    case 'mcc': {
      expect(await entry.control.inputValue(), where).toBe(String(entry.code).padStart(4, '0'));
      // The description comes with the category list, which loads after the step is shown.
      const description = entry.control.page().locator(`[id="${await entry.control.getAttribute('id')}-chosen"]`);
      await eventually(() => description.textContent(), where).toMatch(/\p{L}{3}/u);
      return;
    }
  }
}

/** The field's id, so a failing check names the field. */
async function describe(control: Locator): Promise<string> {
  return (await control.getAttribute('id')) ?? 'a field';
}

/** A phone as the field shows it: the wire value written with spaces (+354 555 1234). */
export const typedPhone = (wire: string) => wire.replace('/', ' ').replace(/(\d{3})(\d{4})$/, '$1 $2');

/** A phone as a hurried agent types it: an Icelandic number without its country code (5551234). */
export const hurriedPhone = (wire: string) => (wire.startsWith('+354/') ? wire.slice(5) : typedPhone(wire));

/** An IBAN as printed on a bank letter, in groups of four: also how the field shows it. */
export const typedIban = (wire: string) => wire.replace(/(.{4})/g, '$1 ').trim();

/** An IBAN as pasted from a web page: its prefix, lower case, groups joined by hyphens. */
export const pastedIban = (wire: string) => `iban ${typedIban(wire).replace(/ /g, '-').toLowerCase()}`;

/** A kennitala typed without its hyphen; the field puts it back. */
export const typedKennitala = (wire: string) => wire.replace('-', '');
