import sharp, { type Sharp } from 'sharp';
import type { MrzReading } from '$shared/documents/document-reading';
import { documentKennitala } from '$shared/documents/identity-checks';
import { ZONE_PLACES, zoneText } from '$shared/documents/zone-places';
import { checkKennitala } from '$shared/rules/national-id/kennitala';
import type { StoredMediaType } from '../stored-media-types';
import { rethrowIfOutOfMemory } from '$main/limited-child/out-of-memory';
import { type FoundZone, type Grey, findZones } from './find-zone';
import { turnGrey, zoneBeforeTurn } from './grey-ops';
import { ocrPage, warmEngine } from './ocr-engine';
import { birthDateOnPage } from './page-dates';
import { pageShowsName, printedNameOnPage } from './page-name';
import { marksAgree } from './printed-marks';
import { pageCrop, scaleZone } from './zone-geometry';
import { birthDatesFromZone } from './zone-dates';
import { readZoneByGlyphs } from './zone-glyph-reading';

export interface ReadMrzInput {
  mediaType: StoredMediaType;
  /** The day a birth date may not be after (ISO), so the century is chosen the same in main and child. */
  today: string;
}

/** The grey copy the zone is read from: enough pixels for a 150 dpi zone, no more. */
const READ_LONG_SIDE = 2400;
/** The copy the zone is looked for on. */
const FIND_LONG_SIDE = 800;
const MAX_INPUT_PIXELS = 50_000_000;

/** The picture as grey pixels; a PDF is drawn before it comes here (`read-identity-document.ts`), so none is read. */
async function greyImage(bytes: Buffer, mediaType: StoredMediaType): Promise<Grey | undefined> {
  if (mediaType === 'application/pdf') return undefined;
  const input: Sharp = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).autoOrient();
  const { data, info } = await input
    .resize({ width: READ_LONG_SIDE, height: READ_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: brightestChannel(data, info.channels), width: info.width, height: info.height };
}

/**
 * Each pixel's brightest channel: the zone is printed in black, so ink is dark in every channel,
 * while a coloured overprint (a red stamp across the zone, a blue pattern, a red frame drawn around
 * it) is bright in its own colour's channel and drops out.
 */
function brightestChannel(data: Buffer, channels: number): Uint8Array {
  const out = new Uint8Array(data.length / channels);
  for (let i = 0, j = 0; i < out.length; i += 1, j += channels) {
    let brightest = data[j]!;
    for (let c = 1; c < channels; c += 1) brightest = Math.max(brightest, data[j + c]!);
    out[i] = brightest;
  }
  return out;
}

async function smaller(grey: Grey): Promise<{ grey: Grey; factor: number }> {
  const factor = Math.min(1, FIND_LONG_SIDE / Math.max(grey.width, grey.height));
  if (factor === 1) return { grey, factor };
  const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .resize(Math.round(grey.width * factor), Math.round(grey.height * factor))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: { data, width: info.width, height: info.height }, factor: grey.width / info.width };
}

function png(grey: Grey): Promise<Buffer> {
  return sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

type Attempt = { kind: 'read'; reading: MrzReading } | { kind: 'unreadable' } | { kind: 'none' };

/**
 * One zone, one way up, read by its glyphs (decision DR27). When its names were read clearly, the
 * page's printed name is read to see whether it agrees, the page cut by the format the glyphs
 * found (the finder may have taken two of a card's three lines for the zone); where it agrees,
 * the page's own spelling of the names goes with the reading, to be offered instead of the zone's ASCII.
 */
async function readOneWay(full: Grey, zone: FoundZone, upsideDown: boolean, today: Date): Promise<Attempt> {
  const verdict = readZoneByGlyphs(full, zone, upsideDown, today);
  if (verdict.kind !== 'read') return verdict;
  let { fields } = verdict;
  // A birth date the zone leaves between two centuries is the one an Icelandic kennitala beside it
  // encodes (its last digit is the century), or the page prints, or none.
  let birthDates = birthDatesFromZone(zoneText(fields.lines, ZONE_PLACES[fields.format].birthDate), today);
  const kennitala = documentKennitala({ ...fields, nameConfirmedByPage: false });
  const encoded = kennitala === undefined ? undefined : checkKennitala(kennitala, 'person');
  if (birthDates.length === 2 && encoded?.ok === true && birthDates.includes(encoded.birthDate)) {
    fields = { ...fields, birthDate: encoded.birthDate };
    birthDates = [encoded.birthDate];
  }
  if (!verdict.namesConfident && birthDates.length < 2)
    return { kind: 'read', reading: { ...fields, surname: '', givenNames: '', nameConfirmedByPage: false, namesClear: false } };
  const page = pageCrop(full, { ...zone, lineCount: fields.format === 'TD1' ? 3 : 2 }, upsideDown);
  const { text, words } = await ocrPage(await png(page));
  if (birthDates.length === 2) fields = { ...fields, birthDate: birthDateOnPage(text, birthDates) };
  // A name read unclearly may hold a misread letter (CHRISTOPHF): it goes nowhere, not even before the agent.
  if (!verdict.namesConfident)
    return { kind: 'read', reading: { ...fields, surname: '', givenNames: '', nameConfirmedByPage: false, namesClear: false } };
  if (!pageShowsName(text, fields.surname, fields.givenNames))
    return { kind: 'read', reading: { ...fields, nameConfirmedByPage: false, namesClear: true } };
  const printedName = printedNameOnPage(words, fields.surname, fields.givenNames, (word) => marksAgree(page, word));
  return {
    kind: 'read',
    reading: { ...fields, nameConfirmedByPage: true, namesClear: true, ...(printedName === undefined ? {} : { printedName }) },
  };
}

/** The child's answer: the reading, and how long this document waited for the OCR engine to start. */
export interface MrzTaskVerdict {
  reading: MrzReading;
  engineStartMs: number;
}

/**
 * Runs in the kept OCR child: finds the zone, reads it the likelier way up and, failing that, the
 * other, and when a reading's every check digit computes and its names were read clearly, reads
 * the page's printed name to see whether it agrees with the zone's.
 */
export async function readMrzTask(bytes: Buffer, input: ReadMrzInput): Promise<MrzTaskVerdict> {
  const engineStart = warmEngine();
  // A failed start is the engine's to report when it is used; here it only must not go unhandled.
  engineStart.catch(() => undefined);
  const reading = await readMrz(bytes, input);
  return { reading, engineStartMs: await engineStart.catch(() => 0) };
}

async function readMrz(bytes: Buffer, input: ReadMrzInput): Promise<MrzReading> {
  sharp.cache(false);
  sharp.concurrency(1);
  const today = new Date(`${input.today}T00:00:00Z`);
  let full: Grey | undefined;
  try {
    full = await greyImage(bytes, input.mediaType);
  } catch (error) {
    rethrowIfOutOfMemory(error);
    return { kind: 'mrz', outcome: 'no_zone' };
  }
  if (full === undefined) return { kind: 'mrz', outcome: 'no_zone' };
  const { grey: small, factor } = await smaller(full);
  const tried: FoundZone[] = [];
  let sawZone = false;
  for (const look of LOOKS) {
    const copy = look.turn === 0 ? small : turnGrey(small, look.turn);
    for (const found of findZones(copy, look.by)) {
      const onSmall = look.turn === 0 ? found : zoneBeforeTurn(found, look.turn, small, copy);
      if (tried.some((zone) => sameZone(zone, onSmall))) continue;
      tried.push(onSmall);
      const zone = scaleZone(onSmall, factor);
      const likelyUpsideDown = zone.printedSide === 1;
      for (const upsideDown of [likelyUpsideDown, !likelyUpsideDown]) {
        const attempt = await readOneWay(full, zone, upsideDown, today);
        if (attempt.kind === 'read') return attempt.reading;
        if (attempt.kind === 'unreadable') sawZone = true;
      }
    }
  }
  return { kind: 'mrz', outcome: sawZone ? 'unreadable' : 'no_zone' };
}

/**
 * Where the zone is looked for, until one is read: the copy as it is, then turned a little either
 * way (the finder takes lines within about 11° of level, so a photo at up to 26° is found on one of
 * the three), first by darkness, then by contrast (a dark or washed-out photo).
 */
const LOOKS: readonly { by: 'darkness' | 'contrast'; turn: number }[] = [
  { by: 'darkness', turn: 0 },
  { by: 'darkness', turn: 15 },
  { by: 'darkness', turn: -15 },
  { by: 'contrast', turn: 0 },
  { by: 'contrast', turn: 15 },
  { by: 'contrast', turn: -15 },
];

/**
 * Whether two zones found are the same: the same lines, about the same place, direction and
 * length. Glare or a dark corner may hide a line's end from one look and not another: the longer
 * zone is then another crop, and worth its reading.
 */
function sameZone(a: FoundZone, b: FoundZone): boolean {
  const turn = Math.abs(Math.atan2(Math.sin(a.angle - b.angle), Math.cos(a.angle - b.angle)));
  return (
    a.lineCount === b.lineCount &&
    turn < 0.05 &&
    Math.hypot(a.cx - b.cx, a.cy - b.cy) < a.length * 0.1 &&
    Math.abs(a.length - b.length) < a.length * 0.05
  );
}
