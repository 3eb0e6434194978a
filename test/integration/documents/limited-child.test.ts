import { describe, expect, it } from 'vitest';
import { PARSE_CHILD_LIMITS } from '$main/limited-child/child-limits';
import { PDF_DECODE_LIMITS, checkPdf } from '$main/documents/pdf-check';
import { runInLimitedChild } from '$main/limited-child/run-in-limited-child';
import { listDocuments } from '$main/database';
import { simplePdf } from '../../helpers/document-fixtures';
import { PDF_BOMB_DISGUISES, objectBombPdf, pdfBomb } from '../../helpers/hostile-files';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/** No budget and no bound on objects: the decode check lets everything through, so only the child's limits stand between a bomb and the machine. */
const NO_DECODE_CHECK = { limits: { ...PDF_DECODE_LIMITS, decodedBytes: 2 ** 40, objects: 2 ** 40 } };
const CHECKED = { limits: PDF_DECODE_LIMITS };

describe('untrusted parsing runs in a child process the operating system limits', () => {
  it('a 1 GiB bomb decoded with no budget is held by the child’s data limit, which counts the decoder’s own memory', async () => {
    const outcome = await runInLimitedChild('pdf-check', NO_DECODE_CHECK, await pdfBomb(1024), {
      ...PARSE_CHILD_LIMITS,
      timeoutMs: 120_000,
    });
    expect(outcome).toMatchObject({ kind: 'stopped', by: 'memory' });
  }, 150_000);

  it('the kernel ends a child past its processor limit, and main reports it as such (SIGXCPU)', async () => {
    // Parsing 8 million numbers, unbounded, takes about 4 s of processor to fill the usual data
    // limit; with four times the memory, the processor limit is the only one it can reach.
    const outcome = await runInLimitedChild('pdf-check', NO_DECODE_CHECK, await objectBombPdf(8), {
      ...PARSE_CHILD_LIMITS,
      dataMb: 4 * PARSE_CHILD_LIMITS.dataMb,
      cpuSeconds: 1,
      timeoutMs: 120_000,
    });
    expect(outcome).toMatchObject({ kind: 'stopped', by: 'cpu', signal: 'SIGXCPU' });
  }, 150_000);

  it('a bomb of objects let past the decode check ends the child by its memory limit in pdf-lib, reported as such', async () => {
    // Time enough for V8 to collect its way to the limit on a busy machine, so memory is what ends it.
    const limits = { ...PARSE_CHILD_LIMITS, timeoutMs: 120_000, cpuSeconds: 120 };
    const outcome = await runInLimitedChild('pdf-check', NO_DECODE_CHECK, await objectBombPdf(8), limits);
    expect(outcome).toMatchObject({ kind: 'stopped', by: 'memory' });
  }, 150_000);

  it('the same bomb of objects is refused by the decode check, quickly and without reaching pdf-lib', async () => {
    const outcome = await runInLimitedChild('pdf-check', CHECKED, await objectBombPdf(8));
    expect(outcome).toMatchObject({ kind: 'answered', verdict: { kind: 'too_big_unpacked', bound: 'objects' } });
  });

  it('a PDF the child refuses (8 million numbers, past the bound on objects) is refused with a code, keeps what was saved, and main answers status:get all the while', async () => {
    const runtime = await startTestRuntime();
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    const kept = await invoke(runtime, 'attachments:add', {
      applicationId: id,
      role: 'identification',
      dataBase64: (await simplePdf()).toString('base64'),
    });
    expect(kept.ok).toBe(true);

    const adding = invoke(runtime, 'attachments:add', {
      applicationId: id,
      role: 'additional',
      fileName: 'objects.pdf',
      dataBase64: (await objectBombPdf(8)).toString('base64'),
    });
    let done = false;
    void adding.then(() => (done = true));
    let answered = 0;
    while (!done) {
      expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refused = await adding;
    expect(refused.error).toMatchObject({ code: 'invalid_file', params: { fileName: 'objects.pdf', why: 'too_demanding' } });
    expect(answered).toBeGreaterThan(1);
    expect(listDocuments(runtime.core.database, id).map((a) => a.id)).toEqual([kept.value.id]);
  }, 60_000);

  it('each disguise of the Flate filter is refused by the decode check, in the child', async () => {
    for (const disguise of PDF_BOMB_DISGUISES) {
      const outcome = await runInLimitedChild('pdf-check', CHECKED, await pdfBomb(1024, disguise));
      expect(outcome, disguise).toMatchObject({ kind: 'answered', verdict: { kind: 'too_big_unpacked', bound: 'decoded_bytes' } });
    }
  }, 120_000);

  it('a child that ends without answering refuses the PDF as too_demanding', async () => {
    await expect(checkPdf(await simplePdf(), { ...PARSE_CHILD_LIMITS, timeoutMs: 1 })).rejects.toMatchObject({ code: 'too_demanding' });
  });

  it('a sound PDF still passes', async () => {
    expect(await runInLimitedChild('pdf-check', CHECKED, await simplePdf())).toMatchObject({
      kind: 'answered',
      verdict: { kind: 'ok', pages: 1 },
    });
  });
});
