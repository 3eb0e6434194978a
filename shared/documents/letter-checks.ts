import { hasApplicant, type EntityType } from '../entity-types';
import { electronicIban, printedIban } from '../rules/bank/iban-text';
import { formatKennitala } from '../rules/national-id/kennitala';
import { notice } from '../rules/notice';
import { asString, at } from '../rules/read';
import { isBankKennitala } from './bank-kennitolur';
import type { LetterReading } from './document-reading';
import { type DocumentFindings, LETTER_PATH, isEmptyField } from './document-findings';

const IBAN_PATH = ['bankAccount', 'iban'];

/**
 * What the bank's confirmation letter says about the form. It fills nothing (the agent types the
 * account, the letter confirms it): a letter with one IBAN offers it for an empty IBAN field; an
 * IBAN typed that the letter does not show, or a letter whose account holder is not the applicant
 * (or company), is a notice the agent confirms to queue; a letter with no IBAN says so, as does a
 * PDF whose text layer is not what its pages show (the reading holds what they show).
 */
export function letterFindings(reading: LetterReading, type: EntityType, application: unknown): DocumentFindings {
  const findings: DocumentFindings = { fills: [], offers: [], notices: [] };
  if (reading.outcome === 'unreadable' || reading.ibans.length === 0) {
    findings.notices.push(notice(LETTER_PATH, 'letter_no_iban', "the bank's letter shows no IBAN"));
  }
  if (reading.outcome === 'unreadable') return findings;
  if (reading.textNotAsShown === true) {
    findings.notices.push(
      notice(
        LETTER_PATH,
        'letter_text_not_shown',
        "the bank's letter is a PDF whose text is not what its pages show; only what they show was read",
      ),
    );
  }

  const typedIban = at(application, ...IBAN_PATH);
  if (isEmptyField(typedIban)) {
    if (reading.ibans.length === 1) findings.offers.push({ path: IBAN_PATH, value: printedIban(reading.ibans[0]!), why: 'letter' });
  } else if (reading.ibans.length > 0 && !reading.ibans.includes(electronicIban(String(asString(typedIban) ?? typedIban)))) {
    const iban = reading.ibans.map(printedIban).join(', ');
    findings.notices.push(notice(IBAN_PATH, 'letter_iban_differs', `the bank's letter shows the IBAN ${iban}, not this one`, { iban }));
  }

  const party = hasApplicant(type) ? 'applicant' : 'company';
  const holder = asString(at(application, party, hasApplicant(type) ? 'ssn' : 'number'))?.replace(/\D/g, '');
  const holders = holderKennitolur(reading);
  if (holder === undefined || holder.length !== 10 || holders.length === 0 || holders.includes(holder)) return findings;
  const shown = holders.map(formatKennitala).join(', ');
  findings.notices.push(
    notice(LETTER_PATH, 'letter_holder_differs', `the bank's letter shows the kennitala ${shown}, not the ${party}'s`, {
      holder: shown,
      party,
    }),
  );
  return findings;
}

/**
 * The kennitölur the holder is checked against: those the letter gives for the account holder, or,
 * where it ties none to the holder, every one it prints; a bank's own (the letter's sender) never.
 */
function holderKennitolur(reading: Extract<LetterReading, { outcome: 'read' }>): string[] {
  const tied = (reading.holderKennitolur ?? []).filter((kennitala) => !isBankKennitala(kennitala));
  return tied.length > 0 ? tied : reading.kennitolur.filter((kennitala) => !isBankKennitala(kennitala));
}
