import { isValidIBAN } from 'ibantools';
import { hasApplicant } from '../../entity-types';
import type { RuleContext } from '../context';
import { electronicIban } from './iban-text';
import { formatKennitala } from '../national-id/kennitala';
import { type Notice, notice } from '../notice';
import { type Problem, problem } from '../problem';
import { asString, at } from '../read';
import { DASH_OR_SPACE_RUN } from '../separators';

/** IS kk BBBB LL AAAAAA KKKKKKKKKK: bank, ledger (höfuðbók), account number, holder's kennitala. */
export interface IcelandicIban {
  bank: string;
  ledger: string;
  account: string;
  /** Written `DDMMYY-NNNN`. */
  holder: string;
}

/** The parts of a valid Icelandic IBAN, in any printed form; undefined for any other IBAN or an invalid one. */
export function parseIcelandicIban(iban: string): IcelandicIban | undefined {
  const compact = electronicIban(iban);
  const match = /^IS\d{2}(\d{4})(\d{2})(\d{6})(\d{10})$/.exec(compact);
  if (match === null || !isValidIBAN(compact)) return undefined;
  return { bank: match[1]!, ledger: match[2]!, account: match[3]!, holder: formatKennitala(match[4]!) };
}

/** What an account number names: bank, ledger and account, and the holder's kennitala when written. */
export type AccountNumberParts = Omit<IcelandicIban, 'holder'> & { holder?: string };

/**
 * An Icelandic account number as agents and banks write it — `0159-26-007654`, `159 26 7654`,
 * `015926007654`, or in the IBAN registry's domestic form with the holder's kennitala,
 * `0159-26-007654-551073-0339` or its 22 digits — padded to its bank, ledger and account digits.
 * The IBAN itself also counts. Undefined for anything else.
 */
export function readAccountNumber(value: string, iban: string): AccountNumberParts | undefined {
  const text = value.normalize('NFKC').trim();
  if (electronicIban(text) === electronicIban(iban)) return parseIcelandicIban(iban);
  const groups = text.split(DASH_OR_SPACE_RUN);
  if (!groups.every((group) => /^\d+$/.test(group))) return undefined;
  if (groups.length === 1) {
    const plain = /^(\d{4})(\d{2})(\d{6})(\d{10})?$/.exec(text);
    return plain === null ? undefined : parts(plain[1]!, plain[2]!, plain[3]!, plain[4]);
  }
  const [bank, ledger, account, ...holder] = groups as [string, string, string, ...string[]];
  if (groups.length < 3 || bank.length > 4 || ledger.length > 2 || account.length > 6) return undefined;
  // The holder's kennitala, when written, as one group of ten or as DDMMYY and NNNN.
  const holderDigits = holder.join('');
  if (!(
    holder.length === 0 ||
    (holder.length === 1 && holderDigits.length === 10) ||
    (holder.length === 2 && holder[0]!.length === 6 && holder[1]!.length === 4)
  ))
    return undefined;
  return parts(bank.padStart(4, '0'), ledger.padStart(2, '0'), account.padStart(6, '0'), holder.length === 0 ? undefined : holderDigits);
}

function parts(bank: string, ledger: string, account: string, holder: string | undefined): AccountNumberParts {
  return holder === undefined ? { bank, ledger, account } : { bank, ledger, account, holder: formatKennitala(holder) };
}

/**
 * The one way the client writes an Icelandic account number (what it stores and sends):
 * `BBBB-LL-AAAAAA`, and `-DDMMYY-NNNN` after it when the holder was written, as the IBAN
 * registry writes Iceland's domestic form. See docs/decisions.md, KI10.
 */
export function formatAccountNumber(parts: AccountNumberParts): string {
  const account = `${parts.bank}-${parts.ledger}-${parts.account}`;
  return parts.holder === undefined ? account : `${account}-${parts.holder}`;
}

function ibanOf(application: unknown): { iban: string; parts: IcelandicIban } | undefined {
  const iban = asString(at(application, 'bankAccount', 'iban'));
  if (iban === undefined) return undefined;
  const parts = parseIcelandicIban(iban);
  return parts === undefined ? undefined : { iban, parts };
}

/**
 * With an Icelandic IBAN, `accountNumber` (when given) must name the same bank, ledger and
 * account, and the same holder when it names one: both describe one account, so a difference is a
 * mistyped digit in one of them.
 */
export function accountNumberRule(application: unknown): Problem[] {
  const found = ibanOf(application);
  const accountNumber = asString(at(application, 'bankAccount', 'accountNumber'));
  if (found === undefined || accountNumber === undefined || accountNumber.trim() === '') return [];
  const read = readAccountNumber(accountNumber, found.iban);
  const { bank, ledger, account, holder } = found.parts;
  const path = ['bankAccount', 'accountNumber'];
  if (read === undefined || read.bank !== bank || read.ledger !== ledger || read.account !== account)
    return [
      problem(
        path,
        'account_number_mismatch',
        `bankAccount.accountNumber does not match the IBAN, whose account is ${bank}-${ledger}-${account}`,
      ),
    ];
  if (read.holder !== undefined && read.holder !== holder)
    return [
      problem(
        path,
        'account_holder_mismatch',
        `bankAccount.accountNumber names the holder ${read.holder}, but the IBAN's holder is ${holder}`,
      ),
    ];
  return [];
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
