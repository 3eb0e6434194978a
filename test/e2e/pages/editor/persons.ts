import type { Locator } from 'playwright-core';
import type { Person, PersonWithShare } from '$shared/wire/parties';
import { type Entry, hurriedPhone, typedKennitala, typedPhone } from './entries';
import { addressEntries, checkEntries, dateEntry, field, numberEntry, optionalText, textEntry } from './parts';

const ROLES = { PrimaryContact: 'field.role.PrimaryContact', Director: 'field.role.Director' } as const;
/** An organisation's (other) director sits on its board. */
const BOARD_ROLES = { PrimaryContact: 'field.role.PrimaryContact', Director: 'other.field.role.Director' } as const;

/** One person's fieldset; partnerships and others also give their ownership share. */
export function personEntries(person: Locator, data: Person & Partial<Pick<PersonWithShare, 'share'>>, organisation = false): Entry[] {
  return [
    ...optionalText(field(person, 'field.title'), data.title),
    textEntry(field(person, 'field.firstName'), data.firstName),
    ...optionalText(field(person, 'field.middleName'), data.middleName),
    textEntry(field(person, 'field.lastName'), data.lastName),
    textEntry(field(person, 'field.ssn'), data.ssn, typedKennitala(data.ssn)),
    dateEntry(field(person, 'field.dateOfBirth'), data.dateOfBirth),
    ...optionalText(field(person, 'field.position'), data.position),
    textEntry(field(person, 'field.phone'), typedPhone(data.phone), hurriedPhone(data.phone)),
    textEntry(field(person, 'field.email'), data.email),
    ...(data.share === undefined ? [] : [numberEntry(field(person, 'field.share'), data.share)]),
    ...checkEntries(person, 'field.roles', organisation ? BOARD_ROLES : ROLES, data.roles),
    ...addressEntries(person, data.address),
  ];
}
