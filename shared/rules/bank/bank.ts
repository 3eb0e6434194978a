import { isValidBIC, isValidIBAN } from 'ibantools';
import { type Problem, problem } from '../problem';
import { asString, at } from '../read';

/**
 * ISO 20022's BICIdentifier pattern (SEPA): the location code never starts with 0 or 1 and never
 * has the letter O second. `ibantools` checks only letters, digits and the country.
 */
const BIC_LOCATION = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]/;

/** IBAN checksum and country length, and BIC format, with `ibantools`. */
export function bankRule(application: unknown): Problem[] {
  const out: Problem[] = [];
  const iban = asString(at(application, 'bankAccount', 'iban'));
  if (iban !== undefined && /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) && !isValidIBAN(iban)) {
    out.push(
      problem(['bankAccount', 'iban'], 'iban_invalid', 'bankAccount.iban is not a valid IBAN: its check digits or length do not match'),
    );
  }
  const bic = asString(at(application, 'bankAccount', 'swiftNumber'));
  if (bic !== undefined && /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && (!isValidBIC(bic) || !BIC_LOCATION.test(bic))) {
    out.push(problem(['bankAccount', 'swiftNumber'], 'bic_invalid', 'bankAccount.swiftNumber is not a valid BIC'));
  }
  return out;
}
