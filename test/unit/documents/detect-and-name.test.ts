import { describe, expect, it } from 'vitest';
import { detectFormat } from '$main/documents/detect-format';
import { documentFileName, safeStem } from '$main/documents/document-names';
import { AttachmentSchema } from '$shared/wire/attachment';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.isBuffer(part) ? part : Buffer.from(part))),
  );
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  return bytes([0, 0, 0, body.length + 4], body, [0, 0, 0, 8], 'meta');
};

describe('detectFormat reads the bytes, never the name', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['tiff', bytes('II', [0x2a, 0])],
    ['tiff', bytes('MM', [0, 0x2a])],
    ['gif', bytes('GIF89a')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'heic')],
    ['svg', bytes('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg">')],
    ['bmp', bytes('BM', new Array(40).fill(0))],
    ['unknown', bytes('hello, world')],
    ['unknown', bytes('PK', [3, 4])],
    ['unknown', ftyp('qt  ')],
  ])('%s', (format, input) => {
    expect(detectFormat(input)).toBe(format);
  });
});

describe("document names: the agent's own, made safe", () => {
  it.each([
    ['vegabréf Jóns.HEIC', 'vegabréf Jóns'],
    ['IMG_2041.JPG', 'IMG_2041'],
    ['C:\\Users\\anna\\Desktop\\bréf.pdf', 'bréf'],
    ['/home/anna/../../etc/passwd', 'passwd'],
    ['a<b>c:d"e|f?g*h.png', 'a b c d e f g h'],
    ['  ..hidden.  ', 'hidden'],
    ['line\nbreak\u0000nul\u202eevil.jpg', 'line break nul evil'],
    ['report.v2.final.pdf', 'report.v2.final'],
    // Decomposed letters (as macOS file names come) become one character each.
    ['Jo\u0301n.png', 'J\u00f3n'],
  ])('%j keeps %j', (name, stem) => {
    expect(safeStem(name)).toBe(stem);
  });

  it.each([undefined, '', '   ', '.jpg', '...', '\\', 'CON.jpg', 'nul', 'lpt1.png'])('%j leaves no name of its own', (name) => {
    expect(safeStem(name)).toBeUndefined();
  });

  it('is at most 100 characters, never cutting a character in two', () => {
    const stem = safeStem(`${'þ'.repeat(99)}😀😀.jpg`)!;
    expect([...stem]).toHaveLength(100);
    expect(stem.endsWith('😀')).toBe(true);
    expect(documentFileName('additional', 'jpg', 'x'.repeat(500), []).length).toBeLessThanOrEqual(200);
  });

  it('takes the extension of what the file became, and a name the wire schema accepts', () => {
    const name = documentFileName('identification', 'jpg', 'vegabréf Jóns.HEIC', []);
    expect(name).toBe('vegabréf Jóns.jpg');
    expect(AttachmentSchema.shape.Filename.safeParse(name).success).toBe(true);
  });

  it('names by role where the agent gave no name, numbering additional documents', () => {
    expect(documentFileName('identification', 'jpg', undefined, [])).toBe('id-document.jpg');
    expect(documentFileName('bankConfirmation', 'pdf', '', [])).toBe('bank-confirmation.pdf');
    expect(documentFileName('additional', 'png', undefined, ['id-document.jpg', 'additional-1.png', 'additional-3.png'])).toBe(
      'additional-2.png',
    );
  });

  it('never gives two files of an application the same name, ignoring case', () => {
    expect(documentFileName('additional', 'jpg', 'Scan.jpg', ['scan.JPG'])).toBe('Scan (2).jpg');
    expect(documentFileName('additional', 'jpg', 'scan.png', ['scan.jpg', 'scan (2).jpg'])).toBe('scan (3).jpg');
    expect(documentFileName('identification', 'jpg', undefined, ['id-document.jpg'])).toBe('id-document (2).jpg');
  });
});
