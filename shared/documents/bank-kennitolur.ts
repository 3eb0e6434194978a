/**
 * The kennitölur of the banks and savings banks that hold Icelandic current accounts, as their
 * letters print them in a letterhead or footer. Checked on 2026-11-26 against Nasdaq Iceland's
 * admission notices, which name each issuer's ID number (Landsbankinn, Arion banki, Íslandsbanki,
 * Kvika banki), indó's own deposit terms (indo.is, "Skilmálar innlánsreikninga") and Sparisjóður
 * Austurlands' 2020 annual accounts. A bank missing here is still told apart when its letter
 * labels the holder (`letter-holder.ts`).
 */
const BANK_KENNITOLUR: ReadonlySet<string> = new Set([
  '4710080280', // Landsbankinn hf.
  '5810080150', // Arion banki hf.
  '4910080160', // Íslandsbanki hf.
  '5405022930', // Kvika banki hf.
  '4110180400', // indó sparisjóður hf.
  '6212140630', // Sparisjóður Austurlands hf.
]);

/** Whether a kennitala (ten digits) is a bank's own: a letter's sender, never its account holder. */
export function isBankKennitala(kennitala: string): boolean {
  return BANK_KENNITOLUR.has(kennitala);
}
