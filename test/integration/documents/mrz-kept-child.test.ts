import { afterEach, describe, expect, it } from 'vitest';
import { readIdentityDocument } from '$main/documents/mrz/read-identity-document';
import { OCR_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { type KeptChildSettings, endKeptChild, keptChildPid, runInKeptChild } from '$main/limited-child/kept-child';
import { pdfBomb, pngBomb } from '$test/helpers/hostile-files';
import { identityDocument } from '$test/helpers/identity-documents/identity-corpus';
import { eventually } from '$test/helpers/wait';

const TODAY = new Date().toISOString().slice(0, 10);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const card = () => identityDocument(201, { degraded: false, format: 'TD1' });
const read = async (settings: KeptChildSettings, document?: { bytes: Buffer; mediaType: 'image/png' | 'image/jpeg' }) => {
  const { bytes, mediaType } = document ?? (await card());
  return runInKeptChild({ task: 'mrz-read', input: { mediaType, today: TODAY }, bytes }, settings);
};

afterEach(() => endKeptChild());

// Each test starts the OCR engine and reads whole documents, some twice: minutes on a loaded
// two-core machine. A limit only costs time when a test hangs.
const SLOW = { timeout: 180_000 };

describe('the kept OCR child', SLOW, () => {
  it('is started by the first document, reused by the second, and ended when idle', async () => {
    const settings = { limits: OCR_CHILD_LIMITS, idleMs: 1_000 };
    const document = await card();
    expect(keptChildPid()).toBeUndefined();
    const first = await read(settings, document);
    const pid = keptChildPid()!;
    expect(first).toMatchObject({ kind: 'answered', verdict: { reading: { outcome: 'read' } } });
    expect(first.startWaitMs).toBeGreaterThan(0);
    expect(first.kind === 'answered' && first.verdict.engineStartMs).toBeGreaterThan(0);

    // Two documents at once: one child reads them in turn.
    const [second, third] = await Promise.all([read(settings, document), read(settings, document)]);
    for (const later of [second, third]) {
      expect(later).toMatchObject({ kind: 'answered', startWaitMs: 0, verdict: { engineStartMs: 0, reading: { outcome: 'read' } } });
    }
    expect(keptChildPid()).toBe(pid);

    await eventually(() => alive(pid), 'the idle child has ended').toBe(false);
    expect(keptChildPid()).toBeUndefined();
  });

  it('is replaced by the next document when it dies between documents', async () => {
    const settings = { limits: OCR_CHILD_LIMITS, idleMs: 60_000 };
    await read(settings);
    const pid = keptChildPid()!;
    process.kill(pid, 'SIGKILL');
    await eventually(() => keptChildPid(), 'main has seen the child end').toBeUndefined();
    expect(await read(settings)).toMatchObject({ kind: 'answered', verdict: { reading: { outcome: 'read' } } });
    expect(keptChildPid()).not.toBe(pid);
  });

  it('is ended by the kernel past a document’s processor time, and the next document gets a new child', async () => {
    const stingy = { limits: { ...OCR_CHILD_LIMITS, cpuSeconds: 1 }, idleMs: 60_000 };
    expect(await read(stingy)).toMatchObject({ kind: 'stopped', by: 'cpu' });
    endKeptChild();
    expect(await read({ limits: OCR_CHILD_LIMITS, idleMs: 60_000 })).toMatchObject({ kind: 'answered' });
  });

  it('is ended by its memory limit when the engine cannot fit, and main reads the next document', async () => {
    // A refused allocation ends the engine with bad_alloc (memory) or, in native code that does
    // not check, a segmentation fault (crashed): stopped either way, never answering.
    const cramped = { limits: { ...OCR_CHILD_LIMITS, dataMb: 160 }, idleMs: 60_000 };
    const outcome = await read(cramped);
    expect(outcome.kind).toBe('stopped');
    expect(outcome.kind === 'stopped' && ['memory', 'crashed'].includes(outcome.by)).toBe(true);
    endKeptChild();
    expect(await read({ limits: OCR_CHILD_LIMITS, idleMs: 60_000 })).toMatchObject({ kind: 'answered' });
  });
});

describe('hostile documents given to the reader', SLOW, () => {
  it('finds no zone in a 64-megapixel PNG bomb or a PDF whose image inflates past its bound, and reads the next ID', async () => {
    expect(await readIdentityDocument(await pngBomb(8_000, 8_000), 'image/png')).toEqual({ kind: 'mrz', outcome: 'no_zone' });
    expect(await readIdentityDocument(await pdfBomb(100), 'application/pdf')).toEqual({ kind: 'mrz', outcome: 'no_zone' });
    expect(await readIdentityDocument(Buffer.from('not an image at all'), 'image/jpeg')).toEqual({ kind: 'mrz', outcome: 'no_zone' });
    const document = await card();
    expect(await readIdentityDocument(document.bytes, document.mediaType)).toMatchObject({
      outcome: 'read',
      documentNumber: document.truth.documentNumber,
    });
  });
});
