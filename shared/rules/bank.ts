import { isValidBIC, isValidIBAN } from 'ibantools';
import { type Problem, problem } from './problem';
import { asString, at } from './read';

/** IBAN checksum and country length, and BIC format, with `ibantools`. */
export function bankRule(application: unknown): Problem[] {
  const out: Problem[] = [];
  const iban = asString(at(application, 'bankAccount', 'iban'));
  if (iban !== undefined && /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) && !isValidIBAN(iban)) {
    out.push(problem(['bankAccount', 'iban'], 'iban_invalid', 'bankAccount.iban is not a valid IBAN: its check digits or length do not match'));
  }
  const bic = asString(at(application, 'bankAccount', 'swiftNumber'));
  if (bic !== undefined && /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && !isValidBIC(bic)) {
    out.push(problem(['bankAccount', 'swiftNumber'], 'bic_invalid', 'bankAccount.swiftNumber is not a valid BIC'));
  }
  return out;
}
