import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../main/documents/detect-format';
import { documentFileName, nextAdditionalSequence } from '../../../main/documents/document-names';

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

describe('document names come from the role', () => {
  it('names each role, numbering additional documents', () => {
    expect(documentFileName('identification', 'jpg')).toBe('id-document.jpg');
    expect(documentFileName('bankConfirmation', 'pdf')).toBe('bank-confirmation.pdf');
    expect(documentFileName('additional', 'png', 3)).toBe('additional-3.png');
  });

  it('takes the smallest additional number not in use', () => {
    expect(nextAdditionalSequence([])).toBe(1);
    expect(nextAdditionalSequence(['id-document.jpg', 'additional-1.pdf', 'additional-3.png'])).toBe(2);
    expect(nextAdditionalSequence(['additional-1.pdf', 'additional-2.jpg'])).toBe(3);
  });
});
