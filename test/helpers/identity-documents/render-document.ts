import sharp from 'sharp';
import type { Random } from '../seeded-random';

/** What the page prints: the visual zone's fields, in national characters, and the zone's lines. */
export interface PrintedDocument {
  format: 'TD1' | 'TD3';
  title: string;
  surname: string;
  givenNames: string;
  /** As printed, e.g. "12.01.1974". */
  birthDate: string;
  expiryDate: string;
  documentNumber: string;
  nationality: string;
  lines: readonly string[];
}

/** The card's or page's size in millimetres (ICAO 9303 parts 4 and 5), and where its zone sits. */
const LAYOUT = {
  TD3: { width: 125, height: 88, left: 6, firstBaseline: 77.4, lineGap: 5.2, photo: { x: 6, y: 17, w: 32, h: 42 } },
  TD1: { width: 85.6, height: 54, left: 4.7, firstBaseline: 40.6, lineGap: 4.6, photo: { x: 4, y: 9, w: 22, h: 27 } },
} as const;

/** The zone's pitch: ten characters to the inch. */
const PITCH_MM = 2.54;
const ZONE_FONT_MM = 3.5;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function guilloche(random: Random, width: number, height: number): string {
  const paths: string[] = [];
  for (let k = 0; k < 7; k += 1) {
    const amplitude = random.between(2, 9);
    const period = random.between(8, 30);
    const phase = random.between(0, 6.28);
    const base = random.between(0, height);
    const points: string[] = [];
    for (let x = 0; x <= width; x += 0.8) points.push(`${x.toFixed(1)},${(base + amplitude * Math.sin(x / period + phase)).toFixed(2)}`);
    paths.push(`<polyline points="${points.join(' ')}" fill="none" stroke="#9fb7c9" stroke-width="0.18" opacity="0.7"/>`);
  }
  return paths.join('');
}

/** A caption and its value, a clear gap between them as on printed documents: an accent on the value stands free of the caption. */
function field(x: number, y: number, label: string, value: string, size: number): string {
  return (
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size * 0.55}" fill="#445">${escape(label)}</text>` +
    `<text x="${x}" y="${y + size * 1.25}" font-family="DejaVu Sans" font-size="${size}" fill="#111">${escape(value)}</text>`
  );
}

/** The page as an SVG in millimetres: background pattern, photo, printed fields and the zone in OCR-B. */
function documentSvg(doc: PrintedDocument, random: Random, dpi: number): string {
  const layout = LAYOUT[doc.format];
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const { photo } = layout;
  const size = doc.format === 'TD3' ? 3.2 : 2.4;
  const fx = photo.x + photo.w + 5;
  const step = size * 2.3;
  const zone = doc.lines
    .map((line, row) =>
      [...line]
        .map(
          (c, i) =>
            `<text x="${(layout.left + i * PITCH_MM).toFixed(2)}" y="${(layout.firstBaseline + row * layout.lineGap).toFixed(2)}" font-family="OCR B" font-size="${ZONE_FONT_MM}" fill="#141414">${escape(c)}</text>`,
        )
        .join(''),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px(layout.width)}" height="${px(layout.height)}" viewBox="0 0 ${layout.width} ${layout.height}">
<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3ea"/><stop offset="1" stop-color="#dfe9f1"/></linearGradient></defs>
<rect width="${layout.width}" height="${layout.height}" rx="${doc.format === 'TD1' ? 3 : 0}" fill="url(#paper)"/>
${guilloche(random, layout.width, layout.height * 0.7)}
<text x="${layout.width / 2}" y="${size * 2}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size * 1.1}" fill="#234">${escape(doc.title)}</text>
<clipPath id="photo"><rect x="${photo.x}" y="${photo.y}" width="${photo.w}" height="${photo.h}"/></clipPath>
<rect x="${photo.x}" y="${photo.y}" width="${photo.w}" height="${photo.h}" fill="#b9bec4"/>
<g clip-path="url(#photo)"><ellipse cx="${photo.x + photo.w / 2}" cy="${photo.y + photo.h * 0.38}" rx="${photo.w * 0.22}" ry="${photo.h * 0.2}" fill="#7d7369"/>
<ellipse cx="${photo.x + photo.w / 2}" cy="${photo.y + photo.h}" rx="${photo.w * 0.42}" ry="${photo.h * 0.33}" fill="#3f4a5a"/></g>
${field(fx, photo.y + size * 0.6, 'Eftirnafn / Surname', doc.surname.toUpperCase(), size)}
${field(fx, photo.y + size * 0.6 + step, 'Eiginnöfn / Given names', doc.givenNames.toUpperCase(), size)}
${field(fx, photo.y + size * 0.6 + 2 * step, 'Ríkisfang / Nationality', doc.nationality, size)}
${field(fx, photo.y + size * 0.6 + 3 * step, 'Fæðingardagur / Date of birth', doc.birthDate, size)}
${field(fx + 32, photo.y + size * 0.6 + 3 * step, 'Nr. / No.', doc.documentNumber, size)}
${field(fx, photo.y + size * 0.6 + 4 * step, 'Gildir til / Date of expiry', doc.expiryDate, size)}
${zone}
</svg>`;
}

/** The page rendered at `dpi` as raw RGB pixels. */
export async function renderDocument(
  doc: PrintedDocument,
  random: Random,
  dpi: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(documentSvg(doc, random, dpi)), { density: 72 })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
