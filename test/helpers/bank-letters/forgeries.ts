import {
  PDFDocument,
  StandardFonts,
  TextRenderingMode,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setTextRenderingMode,
} from 'pdf-lib';
import { printedIban } from '$shared/rules/bank/iban-text';
import { type BankLetter, PAGE_HEIGHT_PT, PAGE_WIDTH_PT } from './letter-layout';
import { letterScanJpeg, letterTextPdf, scanSettingsOf } from './letter-renderings';

/**
 * Ways a bank's PDF can carry an IBAN its page does not show a person: in render mode 3 (neither
 * filled nor stroked) on a line of its own or over the IBAN the letter shows, as white 1-point
 * text, as white text of the letter's size, in the colour of a box drawn under it, under a white
 * box drawn over it, drawn through a clip that takes all of it away, or placed beside the page.
 */
export type HiddenIbanWay = 'invisible' | 'invisible-over' | 'white-tiny' | 'white' | 'camouflaged' | 'covered' | 'clipped' | 'off-page';

/** A dark blue a letterhead might use for a band: text in it on it does not stand out. */
const BAND = rgb(0.1, 0.2, 0.45);

/** Where a hidden line goes when it has a place of its own: below the signature, above the footer, empty in every letter. */
const HIDDEN_LINE_FROM_TOP = 740;

/** The letter as its bank's PDF, with `iban` added to its text layer the way `way` says, unseen. */
export async function letterPdfHidingIban(letter: BankLetter, iban: string, way: HiddenIbanWay): Promise<Buffer> {
  const pdf = await PDFDocument.load(await letterTextPdf(letter));
  const page = pdf.getPage(0);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = `IBAN: ${printedIban(iban)}`;
  const left = letter.lines[0]!.x;
  const at = { x: left, y: PAGE_HEIGHT_PT - HIDDEN_LINE_FROM_TOP, size: 11, font, color: rgb(0.1, 0.1, 0.1) };
  // A box a little larger than the hidden line, for the ways that draw one under or over it.
  const box = { x: at.x - 4, y: at.y - 4, width: font.widthOfTextAtSize(text, at.size) + 8, height: at.size + 8 };
  switch (way) {
    case 'invisible':
    case 'invisible-over': {
      const shown = letter.lines.find((line) => line.text.replace(/\s/g, '') === letter.truth.ibans[0]);
      if (way === 'invisible-over' && shown === undefined) throw new Error('the letter shows no IBAN to hide one over');
      const over = shown === undefined ? at : { ...at, x: shown.x, y: PAGE_HEIGHT_PT - shown.y };
      page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
      page.drawText(way === 'invisible' ? text : printedIban(iban), over);
      page.pushOperators(popGraphicsState());
      break;
    }
    case 'white-tiny':
      page.drawText(text, { ...at, size: 1, color: rgb(1, 1, 1) });
      break;
    case 'white':
      page.drawText(text, { ...at, color: rgb(1, 1, 1) });
      break;
    case 'camouflaged':
      page.drawRectangle({ ...box, color: BAND });
      page.drawText(text, { ...at, color: BAND });
      break;
    case 'covered':
      page.drawText(text, at);
      page.drawRectangle({ ...box, color: rgb(1, 1, 1) });
      break;
    case 'clipped':
      // A clip of one point in the page's corner: everything drawn after it, inside this state, is cut away.
      page.pushOperators(pushGraphicsState(), rectangle(0, 0, 1, 1), clip(), endPath());
      page.drawText(text, at);
      page.pushOperators(popGraphicsState());
      break;
    case 'off-page':
      page.drawText(text, { ...at, x: PAGE_WIDTH_PT + 40 });
      break;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A scanner's PDF of `shown` (its JPEG drawn as the page) that also carries, in the page's
 * resources but never drawn, a larger scan of `carried`: what a person sees is `shown`.
 */
export async function scanPdfCarryingUndrawn(shown: BankLetter, carried: BankLetter): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
  const drawn = await pdf.embedJpg(await letterScanJpeg(shown, { ...scanSettingsOf(shown), dpi: 200 }));
  page.drawImage(drawn, { x: 0, y: 0, width: PAGE_WIDTH_PT, height: PAGE_HEIGHT_PT });
  const undrawn = await pdf.embedJpg(await letterScanJpeg(carried, { ...scanSettingsOf(carried), dpi: 300 }));
  page.node.newXObject('Carried', undrawn.ref);
  return Buffer.from(await pdf.save());
}
