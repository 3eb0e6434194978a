import { transliterateForZone } from './icao-transliteration';

/** ICAO 9303 part 3, 4.9: weights 7, 3, 1 over digits (their value), letters (A = 10 … Z = 35) and `<` (0). */
function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    const value = c === '<' ? 0 : c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

const zoneDate = (date: Date) =>
  `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;

/** The name field: surname, two fillers, given names; cut at the field's length. */
export function nameField(surname: string, givenNames: string, length: number): string {
  return pad(`${transliterateForZone(surname)}<<${transliterateForZone(givenNames)}`, length);
}

export interface ZoneData {
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  nationality: string;
  birthDate: Date;
  expiryDate: Date;
  sex: 'M' | 'F' | '<';
  surname: string;
  givenNames: string;
  optionalData: string;
}

/** A passport's two lines of 44 (ICAO 9303 part 4). The optional data is the personal number field. */
export function td3Lines(data: ZoneData): string[] {
  const number = pad(data.documentNumber, 9);
  const birth = zoneDate(data.birthDate);
  const expiry = zoneDate(data.expiryDate);
  const personal = pad(data.optionalData, 14);
  // An empty personal number may take `<` as its check digit.
  const personalCheck = data.optionalData === '' ? '<' : checkDigit(personal);
  const composite = checkDigit(
    `${number}${checkDigit(number)}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${personal}${personalCheck}`,
  );
  return [
    `${pad(data.documentCode, 2)}${data.issuingState}${nameField(data.surname, data.givenNames, 39)}`,
    `${number}${checkDigit(number)}${data.nationality}${birth}${checkDigit(birth)}${data.sex}${expiry}${checkDigit(expiry)}${personal}${personalCheck}${composite}`,
  ];
}

/** An ID card's three lines of 30 (ICAO 9303 part 5). The optional data is line 1's, after the number. */
export function td1Lines(data: ZoneData): string[] {
  const number = pad(data.documentNumber, 9);
  const birth = zoneDate(data.birthDate);
  const expiry = zoneDate(data.expiryDate);
  const line1 = `${pad(data.documentCode, 2)}${data.issuingState}${number}${checkDigit(number)}${pad(data.optionalData, 15)}`;
  const line2Start = `${birth}${checkDigit(birth)}${data.sex}${expiry}${checkDigit(expiry)}${data.nationality}${pad('', 11)}`;
  const composite = checkDigit(`${line1.slice(5, 30)}${line2Start.slice(0, 7)}${line2Start.slice(8, 15)}${line2Start.slice(18, 29)}`);
  return [line1, `${line2Start}${composite}`, nameField(data.surname, data.givenNames, 30)];
}
