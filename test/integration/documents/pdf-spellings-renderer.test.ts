import { describe, expect, it } from 'vitest';
import { PDF_DECODE_LIMITS } from '$main/documents/pdf-check';
import { decodePdfStreams } from '$main/documents/pdf-decode/decode-pdf-streams';
import { openPdf } from '$main/documents/pdf-render/open-pdf';
import { PDF_ENCODINGS, pageText, spelledPdf } from '../../helpers/pdf-spellings';

const MARKER = 'Spelled marker 0123456789';

/** The text pdf.js reads on a PDF's first page, opened as a letter's or an ID's PDF is. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await openPdf(bytes);
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join('');
  } finally {
    await document.destroy();
  }
}

/**
 * The decoder must decode at least what the renderer that later reads the file decodes. pdf.js
 * (the same library a letter's text is read with) is asked to read each spelling's page: every one
 * it reads, the decoder reads too. Raw deflate pdf.js refuses (its Flate needs a zlib header);
 * the decoder reads it anyway, as other readers may.
 */
describe('pdf.js reads the page of each spelling the decoder decodes', () => {
  for (const placement of ['page content', 'inside an object stream'] as const) {
    it.each(PDF_ENCODINGS)(`${placement}, %s`, async (encoding) => {
      const pdf = await spelledPdf(encoding, placement, { text: pageText(MARKER) });
      expect((await pdfText(pdf)).includes(MARKER)).toBe(encoding !== 'raw deflate');
      const decoded = decodePdfStreams(pdf, PDF_DECODE_LIMITS);
      expect(decoded).toMatchObject({ within: true });
      expect(decoded.within && decoded.decodedBytes).toBeGreaterThanOrEqual(pageText(MARKER).length);
    });
  }
});
