import { readBankLetter } from '$main/documents/letter/read-bank-letter';
import { normaliseDocument } from '$main/documents/normalise';
import { makeBankLetter } from '$test/helpers/bank-letters';
import { letterScanJpeg } from '$test/helpers/bank-letters/letter-renderings';
import { cameraJpeg } from '$test/helpers/document-fixtures';
import { percentile, verdict, type BenchRow } from './stats';

const RUNS = 25;
const WARMUP = 2;
/** A photo stored while a letter is read waits for no reading: its time stays within this of the time alone. */
const GOAL_RATIO = 2;

/** A noisy scan of a letter: its OCR is the longest reading the app does. */
const LETTER_SEED = 20_260_218;

async function intakeTimes(photo: Buffer, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await normaliseDocument(photo);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * The intake of a phone photo (a 4000 × 3000 JPEG normalised in its limited child), alone and
 * while bank letters are read by OCR one after another in the reading lane, as when an agent adds
 * a photo while the letter added a moment before is still being read. Before the lanes, the
 * photo waited for the letter's OCR (42.6 s measured). Counts only photos whose whole intake
 * fell inside a reading.
 */
export async function intakeDuringReadingBench(): Promise<BenchRow[]> {
  const photo = await cameraJpeg(4000, 3000, 20);
  const scan = await letterScanJpeg(makeBankLetter(LETTER_SEED));
  await intakeTimes(photo, WARMUP);
  const alone = await intakeTimes(photo, RUNS);

  let reading = true;
  let inProgress = false;
  let letters = 0;
  const readings = (async () => {
    while (reading) {
      inProgress = true;
      await readBankLetter(scan, 'image/jpeg');
      inProgress = false;
      letters += 1;
    }
  })();
  const during: number[] = [];
  let overlapped = 0;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const before = letters;
      const start = performance.now();
      await normaliseDocument(photo);
      const ms = performance.now() - start;
      // A photo whose intake saw no letter end was stored while one letter's reading ran throughout.
      if (inProgress && letters === before) overlapped += 1;
      during.push(ms);
    }
  } finally {
    reading = false;
    await readings;
  }
  const sort = (samples: number[]) => [...samples].sort((a, b) => a - b);
  const [a, d] = [sort(alone), sort(during)];
  const figure = (sorted: number[]) => `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} ms`;
  const ratio = percentile(d, 95) / percentile(a, 95);
  return [
    { bench: 'intake', name: `a photo's intake alone, p50 / p95 of ${RUNS}`, figure: figure(a), goal: '', verdict: '' },
    {
      bench: 'intake',
      name: `a photo's intake while letters are read by OCR, p50 / p95 of ${RUNS} (${overlapped} wholly inside one letter's reading; ${letters} letters read)`,
      figure: figure(d),
      goal: `p95 ≤ ${GOAL_RATIO}× alone`,
      verdict: verdict(ratio <= GOAL_RATIO),
    },
  ];
}
