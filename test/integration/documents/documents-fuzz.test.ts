import zlib from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFUSALS } from '$shared/ipc/errors';
import { simplePdf } from '../../helpers/document-fixtures';
import { handWrittenPdf, pdfBomb } from '../../helpers/hostile-files';
import { FUZZ_SEED, fuzzMilliseconds } from '../../helpers/request-arbitrary';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const FUZZ_MS = fuzzMilliseconds(20);

/**
 * The ways a PDF is made hostile: its bytes, and its dictionaries as a parser reads them (the
 * filter, how names are written, the whitespace around `stream`, objects given by reference), so
 * that a check reading the text rather than the structure is met by every spelling of a bomb.
 */
type Mutation =
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'cut'; at: number }
  | { kind: 'filter'; as: string }
  | { kind: 'escape name'; at: number }
  | { kind: 'stream end of line'; eol: string }
  | { kind: 'pad dictionary'; padding: string }
  | { kind: 'length by reference' }
  | { kind: 'filter by reference' }
  | { kind: 'renumber reference'; to: number };

const FILTERS = [
  '/Flat#65Decode',
  '[/FlateDecode]',
  '[/ASCIIHexDecode /FlateDecode]',
  '/Fl',
  '/LZWDecode',
  '/RunLengthDecode',
  '/#46lateDecode',
  '/DCTDecode',
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.nat({ max: 255 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('filter' as const), as: fc.constantFrom(...FILTERS) }),
  fc.record({ kind: fc.constant('escape name' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('stream end of line' as const), eol: fc.constantFrom('\r', '\r\n', ' \r\n', ' \n', '', '\n\n') }),
  fc.record({
    kind: fc.constant('pad dictionary' as const),
    padding: fc.constantFrom(' '.repeat(800), '%comment\n'.repeat(60), '\t\f\0'.repeat(200)),
  }),
  fc.record({ kind: fc.constant('length by reference' as const) }),
  fc.record({ kind: fc.constant('filter by reference' as const) }),
  fc.record({ kind: fc.constant('renumber reference' as const), to: fc.integer({ min: 0, max: 40 }) }),
);

/** Applies one mutation to a PDF's text (latin1, so every byte stays itself). */
function mutate(pdf: string, change: Mutation): string {
  switch (change.kind) {
    case 'flip': {
      const at = change.at % pdf.length;
      return pdf.slice(0, at) + String.fromCharCode(change.byte) + pdf.slice(at + 1);
    }
    case 'cut':
      return pdf.slice(0, change.at % pdf.length);
    case 'filter':
      return pdf.replace(/\/FlateDecode/g, change.as);
    case 'escape name': {
      const names = [...pdf.matchAll(/\/([A-Za-z]{2,})/g)];
      const name = names[change.at % Math.max(1, names.length)];
      if (name === undefined) return pdf;
      const letter = 1 + (change.at % (name[1]!.length - 1));
      const escaped = `${name[1]!.slice(0, letter)}#${name[1]!.charCodeAt(letter).toString(16).toUpperCase()}${name[1]!.slice(letter + 1)}`;
      return pdf.slice(0, name.index + 1) + escaped + pdf.slice(name.index + 1 + name[1]!.length);
    }
    case 'stream end of line':
      return pdf.replace(/(?<!end)stream\r?\n/g, `stream${change.eol}`);
    case 'pad dictionary':
      return pdf.replace(/\/Filter/g, `${change.padding}/Filter`);
    case 'length by reference':
      return pdf.replace(/\/Length \d+/g, '/Length 2 0 R');
    case 'filter by reference':
      // Object 2 is the page tree in every base; a filter that is a dictionary is as wrong as a parser can meet.
      return pdf.replace(/\/Filter \/FlateDecode/g, '/Filter 2 0 R');
    case 'renumber reference':
      return pdf.replace(/(\d+) 0 R/, `${change.to} 0 R`);
  }
}

let bases: { name: string; text: string }[];
beforeAll(async () => {
  const content = zlib.deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Bank confirmation) Tj ET'));
  const flatePage = handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: '<< /Filter /FlateDecode >>', stream: content },
  ]);
  bases = [
    { name: 'sound PDF', text: (await simplePdf()).toString('latin1') },
    { name: 'PDF with a Flate page', text: flatePage.toString('latin1') },
    { name: '1 GiB bomb', text: (await pdfBomb(1024)).toString('latin1') },
  ];
}, 60_000);

describe('documents fuzzed through attachments:add: bytes and PDF dictionaries', () => {
  it(
    'every mutation is stored or refused with a file refusal; nothing else, and main answers afterwards',
    async () => {
      const runtime = await startTestRuntime();
      const id = (await invoke(runtime, 'applications:create', { entityType: 'privatelimitedcompany' })).value.id as string;
      const cases = fc.record({ base: fc.nat(), changes: fc.array(mutation, { minLength: 1, maxLength: 3 }) });
      const failures: string[] = [];
      let tried = 0;
      let seed = FUZZ_SEED;
      const deadline = performance.now() + FUZZ_MS;
      while (performance.now() < deadline) {
        const { base, changes } = fc.sample(cases, { numRuns: 1, seed: seed++ })[0]!;
        const from = bases[base % bases.length]!;
        const bytes = Buffer.from(changes.reduce(mutate, from.text), 'latin1');
        if (bytes.length === 0) continue;
        const answer = await invoke(runtime, 'attachments:add', {
          applicationId: id,
          role: 'additional',
          dataBase64: bytes.toString('base64'),
        });
        tried += 1;
        const what = `${from.name} with ${JSON.stringify(changes)}`;
        if (answer.ok) continue;
        if (answer.error.code !== 'invalid_file' || !FILE_REFUSALS.includes(answer.error.params?.why)) {
          failures.push(`${what}: ${JSON.stringify(answer.error)}`);
        }
      }
      console.info(`seed ${FUZZ_SEED}: ${tried} mutated documents through attachments:add`);
      expect(failures).toEqual([]);
      expect(tried).toBeGreaterThan(0);
      expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
    },
    FUZZ_MS + 90_000,
  );
});
