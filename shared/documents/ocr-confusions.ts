/**
 * The characters OCR mistakes for one another in printed bank numbers, and what each stands for
 * where the format allows only a digit or only a letter. A reader applies them only where the
 * format says which it must be, and keeps the result only when its check digits compute.
 */

/** Read where a digit must be: O/o/Q/D for 0, I/l/i/| for 1, S/s for 5, B for 8, Z/z for 2, G for 6. */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};

/** Read where a letter must be (an IBAN's country code): 1/l/| for I, 5 for S, 0 for O, 8 for B, 2 for Z, 6 for G. */
const AS_LETTER: Readonly<Record<string, string>> = {
  '1': 'I',
  l: 'I',
  '|': 'I',
  '5': 'S',
  '0': 'O',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
};

/** The digit `char` stands for where only a digit can be; undefined when it stands for none. */
export function asDigit(char: string): string | undefined {
  return char >= '0' && char <= '9' ? char : AS_DIGIT[char];
}

/** The capital letter `char` stands for where only a letter can be; undefined when it stands for none. */
export function asLetter(char: string): string | undefined {
  const upper = char.toUpperCase();
  return upper >= 'A' && upper <= 'Z' && char !== 'l' ? upper : AS_LETTER[char];
}
