import { describe, expect, it } from 'vitest';
import { displayPhone, phone, phoneIn } from '$renderer/lib/draft/normalise';
import { formatDateInput, parseDateInput } from '$renderer/lib/i18n/date-input';

describe('phone numbers as agents type them', () => {
  it('reach the wire as +<country code>/<digits>', () => {
    for (const typed of ['+354 861 3333', '861 3333', '8613333', '00354-861-3333', '+354/8613333', ' 861-3333 ', '(+354) 861 3333']) {
      expect(phone(typed), typed).toBe('+354/8613333');
    }
    expect(phone('+44 20 7946 0958')).toBe('+44/2079460958');
  });

  it('read a number without a country code as one of the party’s country', () => {
    expect(phoneIn('GB')('020 7946 0958')).toBe('+44/2079460958');
    expect(phoneIn('IS')('861 3333')).toBe('+354/8613333');
    expect(phoneIn(undefined)('861 3333')).toBe('+354/8613333');
  });

  it('keep what is not a phone number as typed, for validation to ask', () => {
    // Digits are a number of the country, for the plan's rule to say what is wrong with them.
    expect(phone('86133')).toBe('+354/86133');
    expect(phone('call me')).toBe('call me');
    expect(phone('  ')).toBeUndefined();
  });

  it('read back in a readable form', () => {
    expect(displayPhone('+354/8613333')).toBe('+354 861 3333');
    expect(displayPhone('+44/2079460958')).toBe('+44 20 7946 0958');
    expect(displayPhone('+354/385123456')).toBe('+354 385 123 456');
    expect(displayPhone('86133')).toBe('86133');
    expect(phone(displayPhone('+354/8613333'))).toBe('+354/8613333');
  });
});

describe('dates as agents type them', () => {
  it('are read day first in any usual form', () => {
    for (const typed of ['31.12.1980', '31/12/1980', '31-12-1980', '31 12 1980', '31121980', '1980-12-31']) {
      expect(parseDateInput(typed), typed).toBe('1980-12-31');
    }
    expect(parseDateInput('1.2.2003')).toBe('2003-02-01');
    expect(parseDateInput('12/31')).toBeUndefined();
    expect(parseDateInput('yesterday')).toBeUndefined();
  });

  it('are shown in the language of the screen and read back the same', () => {
    expect(formatDateInput('1980-12-31', ['de-DE'])).toBe('31.12.1980');
    expect(formatDateInput('1980-12-31', ['en-GB'])).toBe('31/12/1980');
    expect(parseDateInput(formatDateInput('2003-02-01', ['de-DE']))).toBe('2003-02-01');
    expect(formatDateInput('not a date', ['en-GB'])).toBe('not a date');
  });
});
