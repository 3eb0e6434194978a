import fs from 'node:fs';
import path from 'node:path';
import { DocumentError } from '../main/documents/document-errors';
import { IMAGE_WORK_LIMITS } from '../main/documents/image-normalise-worker';
import { normaliseDocument } from '../main/documents/normalise';
import { PDF_CHECK_LIMITS } from '../main/documents/pdf-check-worker';
import { TINY_PNG_BASE64 } from '../test/fixtures/applications';
import { simplePdf } from '../test/helpers/document-fixtures';
import { type Expected, hostileCorpus } from '../test/helpers/hostile-corpus';
import { runInChild } from './child';
import { withTempDir } from './fixtures';
import { type BenchRow, mb, verdict } from './stats';

interface FileFigures {
  ms: number;
  /** The process's resident memory at its peak while normalising (sampled every 5 ms), and before it started. */
  peakRss: number;
  baselineRss: number;
  outcome: string;
}

/** What the slower of the two workers is allowed, plus the time to start one and hand it the bytes. */
const GOAL_MS = Math.max(IMAGE_WORK_LIMITS.timeoutMs, PDF_CHECK_LIMITS.timeoutMs) + 1_000;

/**
 * Each file of the hostile corpus normalised in a process of its own, as
 * attachments:add, a scan and an import do it: how long until it is refused or stored, and the
 * process's peak resident memory (its main thread, the checking worker and libvips together).
 */
export async function hostileFilesBench(): Promise<BenchRow[]> {
  const corpus = await hostileCorpus();
  return withTempDir('hostile', async (dir) => {
    const rows: BenchRow[] = [];
    for (const [i, file] of corpus.entries()) {
      const at = path.join(dir, `file-${i}`);
      fs.writeFileSync(at, file.bytes);
      const figures = await runInChild<FileFigures>('hostile-file', [at]);
      const asExpected = matches(file.expected, figures.outcome);
      rows.push({
        bench: 'hostile-files',
        name: `${file.name} (${size(file.bytes.length)})`,
        figure: `${(figures.ms / 1000).toFixed(1)} s, peak ${mb(figures.peakRss)} (+${mb(figures.peakRss - figures.baselineRss)}): ${figures.outcome}`,
        goal: `as expected, < ${GOAL_MS / 1000} s`,
        verdict: verdict(asExpected && figures.ms < GOAL_MS),
      });
    }
    return rows;
  });
}

/** The child's side: warms the workers up on a sound PDF and image, then measures one file. */
export async function measureHostileFile([file]: string[]): Promise<FileFigures> {
  const bytes = fs.readFileSync(file!);
  await normaliseDocument(await simplePdf());
  await normaliseDocument(Buffer.from(TINY_PNG_BASE64, 'base64'));
  globalThis.gc?.();
  const baselineRss = process.memoryUsage.rss();
  // Sampled: the process's lifetime peak (resourceUsage().maxRSS) is set by its start-up, not by one file.
  let peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const outcome = await normaliseDocument(bytes).then(
    (document) => `stored ${document.mediaType}`,
    (error: unknown) => (error instanceof DocumentError ? `refused ${error.code}` : `FAILED ${String(error)}`),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, peakRss: Math.max(peakRss, process.memoryUsage.rss()), baselineRss, outcome };
}

function matches(expected: Expected, outcome: string): boolean {
  const [kind, what] = outcome.split(' ');
  if (kind === 'stored') return expected.stored === 'image' ? /^image\//.test(what!) : expected.stored === what;
  return kind === 'refused' && (expected.refused ?? []).includes(what as never);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
