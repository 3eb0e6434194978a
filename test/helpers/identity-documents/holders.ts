import { kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';
import type { Random } from '../seeded-random';

/** A document's holder as the page prints them (national characters kept). */
export interface Holder {
  surname: string;
  givenNames: string;
  sex: 'male' | 'female';
  birthDate: Date;
  nationality: string;
  /** An Icelander's kennitala (ten digits), carried in the zone's optional data. */
  kennitala?: string;
}

const ICELANDIC_MEN = [
  'Jón',
  'Sigurður',
  'Guðmundur',
  'Gunnar',
  'Ólafur',
  'Einar',
  'Þórður',
  'Magnús',
  'Stefán',
  'Björn',
  'Ægir',
  'Hörður',
  'Þorsteinn',
  'Kári',
  'Páll',
];
const ICELANDIC_WOMEN = [
  'Guðrún',
  'Anna',
  'Sigríður',
  'Kristín',
  'Margrét',
  'Helga',
  'Þóra',
  'Ásdís',
  'Björk',
  'Hólmfríður',
  'Ragnheiður',
  'Sólveig',
  'Ýr',
  'Dögg',
  'Þórunn',
];
const ICELANDIC_FATHERS = [
  'Jóns',
  'Sigurðar',
  'Guðmundar',
  'Gunnars',
  'Ólafs',
  'Einars',
  'Þórðar',
  'Magnús',
  'Stefáns',
  'Björns',
  'Ægis',
  'Harðar',
  'Þorsteins',
  'Kára',
  'Páls',
];

interface Foreign {
  state: string;
  men: readonly string[];
  women: readonly string[];
  surnames: readonly string[];
}

const FOREIGN: readonly Foreign[] = [
  {
    state: 'POL',
    men: ['Piotr', 'Łukasz', 'Tomasz', 'Michał'],
    women: ['Agnieszka', 'Małgorzata', 'Zofia', 'Katarzyna'],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński'],
  },
  {
    state: 'D<<',
    men: ['Jörg', 'Jürgen', 'Klaus', 'Matthias'],
    women: ['Bärbel', 'Käthe', 'Ursula', 'Sabine'],
    surnames: ['Müller', 'Schäfer', 'Groß', 'Köhler', 'Weiß'],
  },
  {
    state: 'GBR',
    men: ['James', 'Oliver', 'Harry'],
    women: ['Emily', 'Charlotte', 'Amelia'],
    surnames: ['Smith', "O'Brien", 'Taylor', 'Williams'],
  },
  {
    state: 'DNK',
    men: ['Søren', 'Anders', 'Mads'],
    women: ['Mette', 'Åse', 'Sørine'],
    surnames: ['Jørgensen', 'Nielsen', 'Ærø', 'Hansen'],
  },
  { state: 'ESP', men: ['José', 'Álvaro', 'Iñigo'], women: ['María', 'Lucía', 'Begoña'], surnames: ['García López', 'Muñoz', 'Fernández'] },
  { state: 'LTU', men: ['Jonas', 'Mantas'], women: ['Rūta', 'Eglė'], surnames: ['Kazlauskas', 'Petraitytė'] },
];

function kennitala(random: Random, birth: Date): string {
  const dd = String(birth.getUTCDate()).padStart(2, '0');
  const mm = String(birth.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const century = birth.getUTCFullYear() >= 2000 ? '0' : '9';
  for (;;) {
    const first8 = `${dd}${mm}${yy}${random.int(20, 99)}`;
    const check = kennitalaCheckDigit([...first8].map(Number));
    if (check !== undefined) return `${first8}${check}${century}`;
  }
}

function birthDate(random: Random): Date {
  return new Date(Date.UTC(random.int(1940, 2007), random.int(0, 11), random.int(1, 28)));
}

export function makeHolder(random: Random, icelandic: boolean): Holder {
  const sex = random.chance(0.5) ? 'male' : 'female';
  const birth = birthDate(random);
  if (icelandic) {
    const first = random.pick(sex === 'male' ? ICELANDIC_MEN : ICELANDIC_WOMEN);
    const middle = random.chance(0.4) ? ` ${random.pick(sex === 'male' ? ICELANDIC_MEN : ICELANDIC_WOMEN)}` : '';
    const surname = `${random.pick(ICELANDIC_FATHERS)}${sex === 'male' ? 'son' : 'dóttir'}`;
    return { surname, givenNames: `${first}${middle}`, sex, birthDate: birth, nationality: 'ISL', kennitala: kennitala(random, birth) };
  }
  const country = random.pick(FOREIGN);
  const first = random.pick(sex === 'male' ? country.men : country.women);
  const middle = random.chance(0.3) ? ` ${random.pick(sex === 'male' ? country.men : country.women)}` : '';
  return { surname: random.pick(country.surnames), givenNames: `${first}${middle}`, sex, birthDate: birth, nationality: country.state };
}
