import zlib from 'node:zlib';

/** A PDF of `objects` (dictionary text, or a dictionary with a binary stream) with a correct xref. */
export function handWrittenPdf(objects: (string | { dict: string; stream: Buffer })[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${i + 1} 0 obj\n${object.dict.replace('>>', `/Length ${object.stream.length} >>`)}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const PAGE_TREE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** A decompression bomb: a small file whose object stream inflates to `inflatedMb` MiB of spaces. */
export function pdfBomb(inflatedMb: number): Buffer {
  const compressed = zlib.deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), { level: 9 });
  return handWrittenPdf([...PAGE_TREE, { dict: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: compressed }]);
}

/** A PDF whose page tree points back to itself. */
export function cyclicPdf(): Buffer {
  return handWrittenPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>']);
}
