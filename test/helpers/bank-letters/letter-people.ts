import { composeIBAN } from 'ibantools';
import { formatKennitala, kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';
import type { Random } from '../seeded-random';

/** Iceland's banks as their letters head them; the bank codes are within each bank's real range. */
export interface Bank {
  name: string;
  /** The legal name in the footer, with the bank's own kennitala. */
  legalName: string;
  kennitala: string;
  address: string;
  phone: string;
  web: string;
  swift: string;
  bankCodes: readonly string[];
}

export const BANKS: readonly Bank[] = [
  {
    name: 'Landsbankinn',
    legalName: 'Landsbankinn hf.',
    kennitala: '471008-0280',
    address: 'Reykjastræti 6, 101 Reykjavík',
    phone: '410 4000',
    web: 'landsbankinn.is',
    swift: 'NBIIISRE',
    bankCodes: ['0101', '0111', '0115', '0133', '0159'],
  },
  {
    name: 'Arion banki',
    legalName: 'Arion banki hf.',
    kennitala: '581008-0150',
    address: 'Borgartún 19, 105 Reykjavík',
    phone: '444 7000',
    web: 'arionbanki.is',
    swift: 'ESJAISRE',
    bankCodes: ['0301', '0326', '0329', '0370'],
  },
  {
    name: 'Íslandsbanki',
    legalName: 'Íslandsbanki hf.',
    kennitala: '491008-0160',
    address: 'Hagasmári 3, 201 Kópavogur',
    phone: '440 4000',
    web: 'islandsbanki.is',
    swift: 'GLITISRE',
    bankCodes: ['0513', '0515', '0526', '0537', '0546'],
  },
  {
    name: 'Sparisjóður Suður-Þingeyinga',
    legalName: 'Sparisjóður Suður-Þingeyinga ses.',
    kennitala: '610269-2229',
    address: 'Garðarsbraut 26, 640 Húsavík',
    phone: '464 6200',
    web: 'spar.is',
    swift: 'SPSSISRE',
    bankCodes: ['1110', '1187'],
  },
];

const FIRST_NAMES = ['Guðrún', 'Jón', 'Sigríður', 'Þórður', 'Ásdís', 'Ólafur', 'Kristín', 'Ævar', 'Hildur', 'Björn', 'Eyþór', 'Sólveig'];
const FATHERS = ['Jóns', 'Sigurðar', 'Guðmundar', 'Þórðar', 'Ólafs', 'Einars', 'Magnúsar', 'Björns', 'Stefáns', 'Páls'];
const COMPANY_NAMES = [
  'Hárgreiðslustofan Fríða ehf.',
  'Kaffihúsið Ægir ehf.',
  'Bókabúð Þórunnar ehf.',
  'Fiskbúðin Sæbjörg ehf.',
  'Ísbúð Vesturbæjar ehf.',
  'Blómaval Suðurlands ehf.',
];

export interface Holder {
  name: string;
  /** `DDMMYY-NNNN`, its check digit computing. */
  kennitala: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A kennitala whose date is real and whose check digit computes; a company's day has 40 added. */
function makeKennitala(random: Random, kind: 'person' | 'company'): string {
  for (;;) {
    const year = kind === 'person' ? random.int(1945, 2005) : random.int(1985, 2025);
    const month = random.int(1, 12);
    const day = random.int(1, 28) + (kind === 'company' ? 40 : 0);
    const first = `${pad(day)}${pad(month)}${pad(year % 100)}${pad(random.int(20, 99))}`;
    const check = kennitalaCheckDigit([...first].map(Number));
    if (check === undefined) continue;
    return formatKennitala(`${first}${check}${year >= 2000 ? 0 : 9}`);
  }
}

export function makeHolder(random: Random): Holder {
  if (random.chance(0.35)) return { name: random.pick(COMPANY_NAMES), kennitala: makeKennitala(random, 'company') };
  const first = random.pick(FIRST_NAMES);
  const female = ['Guðrún', 'Sigríður', 'Ásdís', 'Kristín', 'Hildur', 'Sólveig'].includes(first);
  return { name: `${first} ${random.pick(FATHERS)}${female ? 'dóttir' : 'son'}`, kennitala: makeKennitala(random, 'person') };
}

/** An Icelandic account: bank, ledger and account digits, and the IBAN that holds them with the holder's kennitala. */
export interface Account {
  number: string;
  iban: string;
}

export function makeAccount(random: Random, bank: Bank, holder: Holder): Account {
  const bankCode = random.pick(bank.bankCodes);
  const ledger = random.pick(['26', '26', '26', '05', '15', '38']);
  const account = random.digits(6);
  const bban = `${bankCode}${ledger}${account}${holder.kennitala.replace('-', '')}`;
  return { number: `${bankCode}-${ledger}-${account}`, iban: composeIBAN({ countryCode: 'IS', bban })! };
}

/** BBAN shapes of a few countries an Icelandic business banks in too. */
const FOREIGN_BBANS: readonly ((random: Random) => [string, string])[] = [
  (random) => ['DE', random.digits(18)],
  (random) => ['GB', `${random.pick(['NWBK', 'BARC', 'LOYD', 'MIDL'])}${random.digits(14)}`],
  (random) => ['NO', random.digits(11)],
  (random) => ['DK', random.digits(14)],
  (random) => ['NL', `${random.pick(['INGB', 'ABNA', 'RABO'])}${random.digits(10)}`],
];

export function makeForeignIban(random: Random): string {
  for (;;) {
    const [countryCode, bban] = random.pick(FOREIGN_BBANS)(random);
    const iban = composeIBAN({ countryCode, bban });
    if (iban !== null) return iban;
  }
}
