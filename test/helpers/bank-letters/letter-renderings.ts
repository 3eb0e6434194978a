import { PDFDocument, StandardFonts, TextRenderingMode, popGraphicsState, pushGraphicsState, rgb, setTextRenderingMode } from 'pdf-lib';
import sharp from 'sharp';
import { type BankLetter, PAGE_HEIGHT_PT, PAGE_WIDTH_PT } from './letter-layout';
import { type CacheCodec, cachedGenerated } from '../generated-cache';
import { seededRandom } from '../seeded-random';

/** The letter as a bank's system writes it: a PDF with a text layer (WinAnsi Helvetica holds every Icelandic letter). */
export async function letterTextPdf(letter: BankLetter): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const line of letter.lines) {
    page.drawText(line.text, {
      x: line.x,
      y: PAGE_HEIGHT_PT - line.y,
      size: line.size,
      font: line.bold ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function letterSvg(letter: BankLetter, width: number, height: number): string {
  const texts = letter.lines.map(
    (line) =>
      `<text x="${line.x}" y="${line.y}" font-size="${line.size}" font-weight="${line.bold ? 'bold' : 'normal'}">${escapeXml(line.text)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${PAGE_WIDTH_PT} ${PAGE_HEIGHT_PT}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g font-family="DejaVu Sans" fill="#1a1a1a">`,
    ...texts,
    `</g></svg>`,
  ].join('');
}

/** How a scan of the letter was degraded, drawn from the letter's seed. */
export interface ScanSettings {
  dpi: number;
  rotationDegrees: number;
  blurSigma: number;
  /** Uniform noise of ± this many grey levels. */
  noise: number;
  jpegQuality: number;
}

export function scanSettingsOf(letter: BankLetter): ScanSettings {
  const random = seededRandom(letter.seed ^ 0x5ca11ed);
  return {
    dpi: random.int(200, 300),
    rotationDegrees: random.between(-1.5, 1.5),
    blurSigma: random.between(0.3, 1.0),
    noise: random.int(6, 24),
    jpegQuality: random.int(50, 80),
  };
}

/** The sources that draw a letter's scan (the letter itself is in the key): a change to either draws every scan anew. */
const SCAN_SOURCES = ['bank-letters/letter-renderings.ts', 'seeded-random.ts'];
const BUFFER_CODEC: CacheCodec<Buffer> = {
  encode: (bytes) => bytes.toString('base64'),
  decode: (stored) => Buffer.from(stored as string, 'base64'),
};

/**
 * The printed letter scanned: rendered at the scan's resolution, turned slightly, blurred, noisy,
 * saved as JPEG. Drawn once per machine for a letter and its settings, then read from the cache.
 */
export function letterScanJpeg(letter: BankLetter, settings: ScanSettings = scanSettingsOf(letter)): Promise<Buffer> {
  return cachedGenerated({ letter, settings }, SCAN_SOURCES, BUFFER_CODEC, () => drawLetterScan(letter, settings));
}

async function drawLetterScan(letter: BankLetter, settings: ScanSettings): Promise<Buffer> {
  const width = Math.round((PAGE_WIDTH_PT / 72) * settings.dpi);
  const height = Math.round((PAGE_HEIGHT_PT / 72) * settings.dpi);
  const { data, info } = await sharp(Buffer.from(letterSvg(letter, width, height)))
    .greyscale()
    .rotate(settings.rotationDegrees, { background: '#ffffff' })
    .blur(settings.blurSigma)
    .extract({ left: 0, top: 0, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(letter.seed ^ 0x0b5e55);
  for (let i = 0; i < data.length; i += 1) {
    data[i] = Math.max(0, Math.min(255, data[i]! + Math.round((random.next() - 0.5) * 2 * settings.noise)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: settings.jpegQuality })
    .withMetadata({ density: settings.dpi })
    .toBuffer();
}

/** The scan as a scanner's PDF: the JPEG embedded whole (DCTDecode) as the page, no text layer. */
export async function letterScanPdf(scan: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
  const image = await pdf.embedJpg(scan);
  page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH_PT, height: PAGE_HEIGHT_PT });
  return Buffer.from(await pdf.save());
}

/**
 * The scan as a scanner that runs OCR writes it: the JPEG as the page and, under it in render
 * mode 3 (unseen), the letter's text where it is printed, for search and copying.
 */
export async function letterScanPdfWithTextLayer(letter: BankLetter, scan: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  for (const line of letter.lines) page.drawText(line.text, { x: line.x, y: PAGE_HEIGHT_PT - line.y, size: line.size, font });
  page.pushOperators(popGraphicsState());
  page.drawImage(await pdf.embedJpg(scan), { x: 0, y: 0, width: PAGE_WIDTH_PT, height: PAGE_HEIGHT_PT });
  return Buffer.from(await pdf.save());
}
