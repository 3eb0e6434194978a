import type { Locator } from 'playwright-core';
import type { MessageKey } from '$renderer/lib/i18n/catalogue';
import type { Address } from '$shared/wire/address';
import { text } from '../../support/texts';
import type { Entry } from './entries';

/** The control labelled with the message `key` within `scope`. */
export function field(scope: Locator, key: MessageKey): Locator {
  return scope.getByLabel(text(key), { exact: true });
}

/** Typed as `typed` (the value itself unless an agent would write it otherwise), shown as `shown`. */
export function textEntry(control: Locator, shown: string, typed = shown): Entry {
  return { kind: 'text', control, typed, shown };
}

export function numberEntry(control: Locator, value: number): Entry {
  return textEntry(control, String(value));
}

/** Optional fields (a middle name, a sort code) are typed only when the fixture has them. */
export function optionalText(control: Locator, value: string | undefined): Entry[] {
  return value === undefined ? [] : [textEntry(control, value)];
}

export function dateEntry(control: Locator, value: string): Entry {
  return { kind: 'date', control, value };
}

/** A yes/no question: the group is named by the question, the radio by the answer. */
export function yesNoEntry(scope: Locator, question: MessageKey, value: boolean): Entry {
  const group = scope.getByRole('group', { name: text(question), exact: true });
  const answer = group.getByRole('radio', { name: text(value ? 'common.yes' : 'common.no'), exact: true });
  return { kind: 'choice', control: answer, checked: true };
}

/** Every option of a checkbox group, ticked when in `chosen` and cleared otherwise. */
export function checkEntries(scope: Locator, legend: MessageKey, options: Record<string, MessageKey>, chosen: readonly string[]): Entry[] {
  const group = scope.getByRole('group', { name: text(legend), exact: true });
  return Object.entries(options).map(([value, label]) => ({
    kind: 'choice' as const,
    control: group.getByRole('checkbox', { name: text(label), exact: true }),
    checked: chosen.includes(value),
  }));
}

/** Street, postal code, town and country inside the address group named `legend`. */
export function addressEntries(scope: Locator, address: Address, legend: MessageKey = 'field.address'): Entry[] {
  const group = scope.getByRole('group', { name: text(legend), exact: true });
  return [
    textEntry(field(group, 'field.street'), address.street),
    textEntry(field(group, 'field.postalCode'), address.postalCode),
    textEntry(field(group, 'field.city'), address.city),
    // Typed in lower case, as a hurried agent would; the field writes it in capitals.
    textEntry(field(group, 'field.countryCode'), address.countryCode, address.countryCode.toLowerCase()),
  ];
}
