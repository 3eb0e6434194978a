import { printedIban } from '$shared/rules/bank/iban-text';
import { BANKS, type Bank, type Holder, makeAccount, makeForeignIban, makeHolder } from './letter-people';
import { type Random, seededRandom } from '../seeded-random';

/** One line of text on an A4 page, in PDF points from the top left (595 × 842). */
export interface LetterLine {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

/** What a reader should find in the letter: every valid IBAN (electronic form) and kennitala (ten digits) printed. */
export interface LetterTruth {
  ibans: string[];
  kennitolur: string[];
  /** The account holder's kennitala (ten digits), which the letter gives beside the holder's name. */
  holder: string;
}

export interface BankLetter {
  seed: number;
  language: 'is' | 'en';
  lines: LetterLine[];
  truth: LetterTruth;
}

export const PAGE_WIDTH_PT = 595;
export const PAGE_HEIGHT_PT = 842;

const MONTHS = {
  is: ['janúar', 'febrúar', 'mars', 'apríl', 'maí', 'júní', 'júlí', 'ágúst', 'september', 'október', 'nóvember', 'desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const WORDS = {
  is: {
    titles: ['Staðfesting á bankareikningi', 'Staðfesting á reikningsupplýsingum', 'Reikningsyfirlýsing'],
    intro: (bank: Bank) => `${bank.legalName} staðfestir hér með að neðangreindur reikningur er í eigu:`,
    name: 'Nafn:',
    kennitala: 'Kennitala:',
    account: 'Reikningsnúmer:',
    currency: 'Gjaldmiðill:',
    foreign: 'Reikningur hjá erlendum samstarfsbanka:',
    noIban: 'Reikningurinn er innlendur og hefur ekki verið gefið út IBAN-númer fyrir hann.',
    closing: 'Virðingarfyllst,',
    onBehalf: (bank: Bank) => `F.h. ${bank.name}`,
    officer: 'þjónustufulltrúi',
    phone: 'Sími',
  },
  en: {
    titles: ['Confirmation of bank account', 'Bank account confirmation', 'Account details confirmation'],
    intro: (bank: Bank) => `${bank.legalName} hereby confirms that the account below is held by:`,
    name: 'Account holder:',
    kennitala: 'ID number (kennitala):',
    account: 'Account number:',
    currency: 'Currency:',
    foreign: 'Account with a correspondent bank abroad:',
    noIban: 'This is a domestic account; no IBAN has been issued for it.',
    closing: 'Yours sincerely,',
    onBehalf: (bank: Bank) => `For ${bank.name}`,
    officer: 'customer service',
    phone: 'Tel.',
  },
};

const OFFICERS = ['Anna Sigurðardóttir', 'Páll Þórsson', 'Helga Björnsdóttir', 'Ragnar Ævarsson'];

/** The IBAN as banks print it: mostly in fours, sometimes in its electronic form. */
function printed(random: Random, iban: string): string {
  return random.chance(0.85) ? printedIban(iban) : iban;
}

/**
 * A bank's confirmation letter, made from `seed` alone: letterhead, date, title, the holder and
 * kennitala, the account number, none, one or two IBANs (sometimes a foreign one), the signature
 * and a footer with the bank's own kennitala. `holder` replaces the seed's holder (a letter for a
 * test's applicant), its account and IBAN made for them.
 */
export function makeBankLetter(seed: number, options: { holder?: Holder } = {}): BankLetter {
  const random = seededRandom(seed);
  const language = random.chance(0.7) ? 'is' : 'en';
  const words = WORDS[language];
  const bank = random.pick(BANKS);
  // Drawn even when given, so the rest of the letter is the seed's.
  const drawn = makeHolder(random);
  const holder = options.holder ?? drawn;
  const account = makeAccount(random, bank, holder);
  const ibanCount = random.pick([0, 1, 1, 1, 1, 1, 2, 2]);
  const second = ibanCount === 2 ? (random.chance(0.5) ? makeForeignIban(random) : makeAccount(random, bank, holder).iban) : undefined;
  const day = random.int(1, 28);
  const month = random.int(0, 11);
  const date = language === 'is' ? `Reykjavík, ${day}. ${MONTHS.is[month]} 2026` : `Reykjavík, ${day} ${MONTHS.en[month]} 2026`;
  const showFooterKennitala = random.chance(0.6);

  const lines: LetterLine[] = [];
  const add = (x: number, y: number, text: string, size = 11, bold = false) => lines.push({ x, y, size, bold, text });
  const left = random.int(60, 80);
  add(left, 70, bank.name, 20, true);
  add(left, 92, bank.address, 10);
  add(left, 106, `${words.phone} ${bank.phone} · ${bank.web}`, 10);
  add(left, 160, date);
  add(left, 200, random.pick(words.titles), 15, true);
  add(left, 235, words.intro(bank));
  let y = 270;
  const labelWidth = language === 'is' ? 120 : 165;
  const field = (label: string, value: string) => {
    add(left, y, label, 11, true);
    add(left + labelWidth, y, value);
    y += 20;
  };
  field(words.name, holder.name);
  field(words.kennitala, holder.kennitala);
  field(words.account, account.number);
  const ibans: string[] = [];
  if (ibanCount === 0) {
    y += 10;
    add(left, y, words.noIban, 10);
    y += 20;
  } else {
    field('IBAN:', printed(random, account.iban));
    ibans.push(account.iban);
    field('SWIFT/BIC:', bank.swift);
    field(words.currency, 'ISK');
  }
  if (second !== undefined) {
    y += 10;
    if (second.startsWith('IS')) {
      field('IBAN (EUR):', printed(random, second));
    } else {
      add(left, y, words.foreign, 10);
      y += 18;
      field('IBAN:', printed(random, second));
    }
    ibans.push(second);
  }
  y += 40;
  add(left, y, words.closing);
  add(left, y + 18, words.onBehalf(bank));
  add(left, y + 50, `${random.pick(OFFICERS)}, ${words.officer}`);
  const footer = showFooterKennitala
    ? `${bank.legalName} · kt. ${bank.kennitala} · ${bank.address}`
    : `${bank.legalName} · ${bank.address}`;
  add(left, 800, footer, 8);

  const kennitolur = [holder.kennitala, ...(showFooterKennitala ? [bank.kennitala] : [])].map((k) => k.replace('-', ''));
  return { seed, language, lines, truth: { ibans, kennitolur, holder: holder.kennitala.replace('-', '') } };
}
