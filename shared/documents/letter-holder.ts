import { parseIcelandicIban } from '../rules/bank/icelandic-iban';
import { foldForSearch } from '../fold';
import { type TextSource, splitIntoLines } from './iban-finding';
import { MAX_KENNITOLUR } from './document-reading';
import { printedKennitolur } from './kennitala-finding';

/**
 * Words a letter puts before the account holder's kennitala, folded (`foldForSearch`): the holder
 * ("Reikningseigandi", "Kennitala reikningseiganda", "er í eigu", "Account holder", "held by"), the
 * number itself ("Kennitala:", "ID number (kennitala):") and the account ("Reikningsnúmer:
 * 0159-26-007654-551073-0339"). Not "kt.": a letter's footer gives the bank's own so.
 */
const HOLDER_LABEL =
  /kennitala|kennitolu|eigand|i eigu|reikning|account|holder|held by|owner|id number|id no\b|identity number|national id|personal id/;

/**
 * The kennitölur a letter gives for the account holder, once each, in the order printed: one
 * whose line has a holder's label before it, or whose line above is a label printing no kennitala
 * of its own, and one an Icelandic IBAN of the letter names (its last ten digits are the
 * holder's). Empty when the letter ties none to the holder.
 */
export function holderKennitolurOf(text: string, source: TextSource, ibans: readonly string[]): string[] {
  const namedByIban = ibans.flatMap((iban) => parseIcelandicIban(iban)?.holder.replace('-', '') ?? []);
  const lines = splitIntoLines(text);
  const printed = printedKennitolur(lines, source);
  const printing = new Set(printed.map((kennitala) => kennitala.line));
  const isLabel = (text: string) => HOLDER_LABEL.test(foldForSearch(text));
  const holders: string[] = [];
  for (const { digits, line, before } of printed) {
    const labelAbove = line > 0 && !printing.has(line - 1) && isLabel(lines[line - 1]!);
    if ((isLabel(before) || labelAbove || namedByIban.includes(digits)) && !holders.includes(digits)) holders.push(digits);
  }
  return holders.slice(0, MAX_KENNITOLUR);
}
