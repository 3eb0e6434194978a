import sharp from 'sharp';
import { cachedDocument } from './corpus-cache';
import { type Degradation, type Harder, degrade, pickDegradation } from './degrade';
import { type Holder, makeHolder } from './holders';
import { renderDocument } from './render-document';
import { type Random, seededRandom } from '../seeded-random';
import { td1Lines, td3Lines } from './zone-lines';

/** What a generated document says, as a perfect reading of its zone would give it (`MrzRead`'s fields). */
export interface IdentityTruth {
  format: 'TD1' | 'TD3';
  lines: string[];
  documentNumber: string;
  issuingState: string;
  nationality: string;
  surname: string;
  givenNames: string;
  birthDate: string;
  expiryDate: string;
  sex: 'male' | 'female';
  optionalData: string;
  /** The holder as printed on the page, national characters kept. */
  printed: { surname: string; givenNames: string };
  kennitala?: string;
}

export interface IdentityDocument {
  seed: number;
  bytes: Buffer;
  mediaType: 'image/png' | 'image/jpeg';
  truth: IdentityTruth;
  dpi: number;
  /** Absent for a clean scan. */
  degradation?: Degradation;
}

const TITLES: Record<string, string> = {
  ISL: 'ÍSLAND ICELAND',
  POL: 'RZECZPOSPOLITA POLSKA',
  'D<<': 'BUNDESREPUBLIK DEUTSCHLAND',
  GBR: 'UNITED KINGDOM',
  DNK: 'DANMARK',
  ESP: 'ESPAÑA',
  LTU: 'LIETUVA',
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const printedDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

function documentNumber(random: Random, holder: Holder): string {
  if (holder.nationality === 'ISL') return `${random.pick(['A', 'B'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
  const alphabet = 'CFGHJKLMNPRTVWXYZ0123456789';
  return Array.from({ length: 9 }, () => random.pick([...alphabet])).join('');
}

/** The zone's name as a reading gives it: fillers as spaces, split at the first double filler. */
function zoneNames(nameField: string): { surname: string; givenNames: string } {
  const [surname = '', ...rest] = nameField.split('<<');
  return { surname: surname.replace(/</g, ' ').trim(), givenNames: rest.join(' ').replace(/</g, ' ').replace(/\s+/g, ' ').trim() };
}

/**
 * One generated identity document from its seed: an ID card (TD1) or passport (TD3) of an
 * Icelandic or foreign holder, printed in OCR-B with its visual zone, as a clean 300 dpi scan or
 * (degraded) a phone photo of it at 150–300 dpi. The same seed always gives the same bytes.
 */
export interface IdentityOptions {
  degraded: boolean;
  format?: 'TD1' | 'TD3';
  icelandic?: boolean;
  /** Prints the zone with its birth date's check digit one off, so no reading may count. */
  brokenCheckDigit?: boolean;
  /** A harder photo: the ordinary degradation and this one more (implies `degraded`). */
  harder?: Harder;
}

/** The document of `seed`, made once per machine and then read from the cache (`corpus-cache.ts`). */
export function identityDocument(seed: number, options: IdentityOptions): Promise<IdentityDocument> {
  return cachedDocument({ seed, options }, () => makeIdentityDocument(seed, options));
}

/** The document of `seed`, made now: the same bytes every time. */
export async function makeIdentityDocument(seed: number, options: IdentityOptions): Promise<IdentityDocument> {
  const random = seededRandom(seed);
  const format = options.format ?? (random.chance(0.5) ? 'TD1' : 'TD3');
  const icelandic = random.chance(0.5);
  const holder = makeHolder(random, options.icelandic ?? icelandic);
  const number = documentNumber(random, holder);
  const expiry = new Date(Date.UTC(random.int(2024, 2036), random.int(0, 11), random.int(1, 28)));
  const optionalData = holder.kennitala ?? '';
  const data = {
    documentCode: format === 'TD3' ? 'P' : 'ID',
    issuingState: holder.nationality,
    documentNumber: number,
    nationality: holder.nationality,
    birthDate: holder.birthDate,
    expiryDate: expiry,
    sex: holder.sex === 'male' ? ('M' as const) : ('F' as const),
    surname: holder.surname,
    givenNames: holder.givenNames,
    optionalData,
  };
  const lines = format === 'TD3' ? td3Lines(data) : td1Lines(data);
  const truth: IdentityTruth = {
    format,
    lines,
    documentNumber: number,
    issuingState: holder.nationality,
    nationality: holder.nationality,
    ...zoneNames(format === 'TD3' ? lines[0]!.slice(5) : lines[2]!),
    birthDate: iso(holder.birthDate),
    expiryDate: iso(expiry),
    sex: holder.sex,
    optionalData,
    printed: { surname: holder.surname, givenNames: holder.givenNames },
    ...(holder.kennitala === undefined ? {} : { kennitala: holder.kennitala }),
  };
  const degraded = options.degraded || options.harder !== undefined;
  const dpi = degraded ? random.int(150, 300) : 300;
  const page = await renderDocument(
    {
      format,
      title: TITLES[holder.nationality] ?? holder.nationality,
      surname: holder.surname,
      givenNames: holder.givenNames,
      birthDate: printedDate(holder.birthDate),
      expiryDate: printedDate(expiry),
      documentNumber: number,
      nationality: holder.nationality.replace(/</g, ''),
      lines: options.brokenCheckDigit === true ? breakBirthCheckDigit(format, lines) : lines,
    },
    random,
    dpi,
  );
  if (!degraded) {
    const bytes = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
      .png()
      .toBuffer();
    return { seed, bytes, mediaType: 'image/png', truth, dpi };
  }
  const degradation = pickDegradation(random, options.harder);
  return { seed, bytes: await degrade(page, degradation, random), mediaType: 'image/jpeg', truth, dpi, degradation };
}

/** The zone with its birth date's check digit one more (mod 10) than it should be. */
function breakBirthCheckDigit(format: 'TD1' | 'TD3', lines: readonly string[]): string[] {
  const [row, at] = format === 'TD3' ? [1, 19] : [1, 6];
  const line = lines[row]!;
  const broken = `${line.slice(0, at)}${(Number(line[at]) + 1) % 10}${line.slice(at + 1)}`;
  return lines.map((other, i) => (i === row ? broken : other));
}

/** `count` documents from consecutive seeds after `seed`. */
export async function identityCorpus(
  seed: number,
  count: number,
  options: { degraded: boolean; harder?: Harder },
): Promise<IdentityDocument[]> {
  const documents: IdentityDocument[] = [];
  for (let i = 0; i < count; i += 1) documents.push(await identityDocument(seed * 10_000 + i, options));
  return documents;
}
