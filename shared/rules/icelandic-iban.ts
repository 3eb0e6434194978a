import { isValidIBAN } from 'ibantools';
import { hasApplicant } from '../entity-types';
import type { RuleContext } from './context';
import { formatKennitala } from './kennitala';
import { type Notice, notice } from './notice';
import { type Problem, problem } from './problem';
import { asString, at } from './read';

/** IS kk BBBB LL AAAAAA KKKKKKKKKK: bank, ledger (höfuðbók), account number, holder's kennitala. */
export interface IcelandicIban {
  bank: string;
  ledger: string;
  account: string;
  /** Written `DDMMYY-NNNN`. */
  holder: string;
}

/** The parts of a valid Icelandic IBAN; undefined for any other IBAN or an invalid one. */
export function parseIcelandicIban(iban: string): IcelandicIban | undefined {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  const match = /^IS\d{2}(\d{4})(\d{2})(\d{6})(\d{10})$/.exec(compact);
  if (match === null || !isValidIBAN(compact)) return undefined;
  return { bank: match[1]!, ledger: match[2]!, account: match[3]!, holder: formatKennitala(match[4]!) };
}

/**
 * An Icelandic account number as agents write it — `0133-26-012345`, `133 26 12345`,
 * `013326012345` — padded to its bank, ledger and account digits. The IBAN itself also counts.
 */
export function readAccountNumber(value: string, iban: string): Omit<IcelandicIban, 'holder'> | undefined {
  const text = value.trim();
  if (text.replace(/\s/g, '').toUpperCase() === iban.replace(/\s/g, '').toUpperCase()) return parseIcelandicIban(iban);
  const grouped = /^(\d{1,4})[\s-]+(\d{1,2})[\s-]+(\d{1,6})$/.exec(text);
  if (grouped !== null)
    return { bank: grouped[1]!.padStart(4, '0'), ledger: grouped[2]!.padStart(2, '0'), account: grouped[3]!.padStart(6, '0') };
  const plain = /^(\d{4})(\d{2})(\d{6})$/.exec(text);
  if (plain !== null) return { bank: plain[1]!, ledger: plain[2]!, account: plain[3]! };
  return undefined;
}

function ibanOf(application: unknown): { iban: string; parts: IcelandicIban } | undefined {
  const iban = asString(at(application, 'bankAccount', 'iban'));
  if (iban === undefined) return undefined;
  const parts = parseIcelandicIban(iban);
  return parts === undefined ? undefined : { iban, parts };
}

/** With an Icelandic IBAN, `accountNumber` (when given) must name the same bank, ledger and account. */
export function accountNumberRule(application: unknown): Problem[] {
  const found = ibanOf(application);
  const accountNumber = asString(at(application, 'bankAccount', 'accountNumber'));
  if (found === undefined || accountNumber === undefined || accountNumber.trim() === '') return [];
  const read = readAccountNumber(accountNumber, found.iban);
  const { bank, ledger, account } = found.parts;
  if (read !== undefined && read.bank === bank && read.ledger === ledger && read.account === account) return [];
  return [
    problem(
      ['bankAccount', 'accountNumber'],
      'account_number_mismatch',
      `bankAccount.accountNumber does not match the IBAN, whose account is ${bank}-${ledger}-${account}`,
    ),
  ];
}

/**
 * An Icelandic IBAN names its holder. When that is not the sole trader or the company, the
 * account may be a director's own (the acquirer may refuse it): the agent confirms it with a reason.
 */
export function ibanHolderNotices(application: unknown, context: RuleContext): Notice[] {
  const found = ibanOf(application);
  if (found === undefined) return [];
  const party = hasApplicant(context.type) ? 'applicant' : 'company';
  const own = asString(at(application, ...(party === 'applicant' ? ['applicant', 'ssn'] : ['company', 'number'])));
  if (own === undefined || !/^\d{6}-?\d{4}$/.test(own.trim())) return [];
  if (formatKennitala(own.trim()) === found.parts.holder) return [];
  const whose = party === 'applicant' ? "the applicant's" : "the company's";
  return [
    notice(['bankAccount', 'iban'], 'iban_holder_differs', `the account holder's kennitala is ${found.parts.holder}, not ${whose}`, {
      holder: found.parts.holder,
      party,
    }),
  ];
}
