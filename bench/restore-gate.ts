import { loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { restoreBackupInto } from '$main/core/backup/backups';
import { storeNormalised } from '$main/core/documents/store-document';
import { thumbnailOf } from '$main/core/documents/document-thumbnails';
import { THUMBNAIL } from '$main/documents/stored-thumbnail';
import { makeThumbnail } from '$main/documents/thumbnail';
import { encodeThumbnail } from '$main/documents/thumbnail-task';
import { normaliseDocument } from '$main/documents/normalise';
import { type Database, createApplication, createKeyFileSecretStore, getDocument, openDatabase } from '$main/database';
import { exportBackup } from '$main/database/backup/backup';
import { addRawDocuments } from '$test/helpers/backup-files';
import { cameraJpeg, simplePdf } from '$test/helpers/document-fixtures';
import { pngBomb } from '$test/helpers/hostile-files';
import { withTempDir } from './fixtures';
import { wholeRss } from './hostile-files';
import { type BenchRow, mb, summarise, verdict } from './stats';

const PASSPHRASE = 'correct horse battery';
/** The whole app's goal for any hostile file (docs/security.md), and what main alone may add while a restore refuses it. */
const GOAL = { wholeRss: 600 * 1024 * 1024, mainGrowth: 100 * 1024 * 1024, thumbnailMs: 5 };
const GENUINE_PHOTOS = 10;
const THUMBNAILS = 20;

interface Peaks {
  ms: number;
  /** This process's resident memory at its peak, and the app's (with the limited child), sampled every 5 ms. */
  mainPeak: number;
  wholePeak: number;
  mainBefore: number;
}

async function measured<T>(fn: () => Promise<T>): Promise<{ value: T } & Peaks> {
  globalThis.gc?.();
  const mainBefore = process.memoryUsage.rss();
  let mainPeak = mainBefore;
  let wholePeak = wholeRss();
  const sampler = setInterval(() => {
    mainPeak = Math.max(mainPeak, process.memoryUsage.rss());
    wholePeak = Math.max(wholePeak, wholeRss());
  }, 5);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - started, mainPeak, wholePeak, mainBefore };
  } finally {
    clearInterval(sampler);
  }
}

function newDatabase(dir: string): Database {
  return openDatabase({ dataDir: dir, secretStore: createKeyFileSecretStore(dir) });
}

async function restoreOf(dir: string, database: Database) {
  const file = path.join(dir, 'backup.sqlite');
  await exportBackup(database, file, PASSPHRASE);
  database.close();
  const into = path.join(dir, 'restored');
  return measured(() => restoreBackupInto(file, into, () => createKeyFileSecretStore(into), PASSPHRASE));
}

/**
 * What the document gate costs a restore, and what it spares main: the backup (four
 * applications each holding the 995 KB interlaced 16000 × 16000 PNG, never normalised), a backup of
 * this install's own documents (photos and PDFs, each kept byte for byte after the gate), and
 * a tile's thumbnail: answered from the database, and made in the limited child (a document stored
 * before thumbnails were kept, on its first request).
 */
export async function restoreGateBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bomb = await pngBomb(16_000, 16_000, { channels: 4, interlaced: true });

  await withTempDir('restore-gate-bombs', async (dir) => {
    const database = newDatabase(path.join(dir, 'source'));
    for (let i = 0; i < 4; i += 1) {
      const { id } = createApplication(database, { entityType: 'soletrader', body: {}, businessName: `Bomb ${i}`, actor: 'agent' });
      addRawDocuments(database, id, [{ role: 'identification', bytes: bomb }]);
    }
    const run = await restoreOf(dir, database);
    const leftOut = run.value.documentsKeptOut.filter((item) => item.why === 'too_demanding').length;
    rows.push({
      bench: 'restore-gate',
      name: `a backup holding four ${(bomb.length / 1000).toFixed(0)} KB interlaced 16000×16000 PNGs`,
      figure: `${leftOut} of 4 left out (too_demanding) in ${(run.ms / 1000).toFixed(1)} s; main peak ${mb(run.mainPeak)} (+${mb(run.mainPeak - run.mainBefore)}), with the child ${mb(run.wholePeak)}`,
      goal: `4 left out; main + ${mb(GOAL.mainGrowth)}; < ${mb(GOAL.wholeRss)} in all`,
      verdict: verdict(leftOut === 4 && run.mainPeak - run.mainBefore < GOAL.mainGrowth && run.wholePeak < GOAL.wholeRss),
    });
  });

  await withTempDir('restore-gate-genuine', async (dir) => {
    const database = newDatabase(path.join(dir, 'source'));
    const { id } = createApplication(database, { entityType: 'soletrader', body: {}, businessName: 'Genuine', actor: 'agent' });
    for (let i = 0; i < GENUINE_PHOTOS; i += 1) {
      storeNormalised(database, id, 'additional', await normaliseDocument(await cameraJpeg(4000, 3000, 20 + i)), `photo-${i}.jpg`);
    }
    storeNormalised(database, id, 'additional', await normaliseDocument(await simplePdf(3)), 'letter.pdf');
    const documents = GENUINE_PHOTOS + 1;
    const run = await restoreOf(dir, database);
    rows.push({
      bench: 'restore-gate',
      name: `a backup of this install's ${GENUINE_PHOTOS} normalised photos and a PDF (all kept byte for byte)`,
      figure: `${(run.ms / 1000).toFixed(1)} s, ${(run.ms / documents).toFixed(0)} ms a document; ${run.value.documentsKeptOut.length} left out`,
      goal: 'none left out',
      verdict: verdict(run.value.documentsKeptOut.length === 0),
    });
  });

  await withTempDir('restore-gate-thumbnails', async (dir) => {
    const database = newDatabase(dir);
    const { id } = createApplication(database, { entityType: 'soletrader', body: {}, businessName: 'Tiles', actor: 'agent' });
    const meta = storeNormalised(database, id, 'additional', await normaliseDocument(await cameraJpeg(4000, 3000, 20)), 'photo.jpg');
    const { bytes } = getDocument(database, meta.id)!;
    // What a tile costs now: its thumbnail was made with the document and is read from the database.
    const stored: number[] = [];
    const fromStore = await measured(async () => {
      for (let i = 0; i < THUMBNAILS; i += 1) {
        const started = performance.now();
        if (!(await thumbnailOf(database, meta.id))) throw new Error('no stored thumbnail');
        stored.push(performance.now() - started);
      }
    });
    database.close();
    await makeThumbnail(bytes, meta.mediaType); // the first child's start is not a tile's
    const samples: number[] = [];
    const run = await measured(async () => {
      for (let i = 0; i < THUMBNAILS; i += 1) {
        const started = performance.now();
        await makeThumbnail(bytes, meta.mediaType);
        samples.push(performance.now() - started);
      }
    });
    const { p50, max } = summarise(samples);
    // The same work by sharp in this process: what the child's start adds.
    const inProcess: number[] = [];
    for (let i = 0; i < THUMBNAILS; i += 1) {
      const started = performance.now();
      await sharp(bytes)
        .flatten({ background: '#ffffff' })
        .resize({ width: 256, height: 256, fit: 'inside' })
        .jpeg({ quality: 70 })
        .toBuffer();
      inProcess.push(performance.now() - started);
    }
    // What the gate's run adds to a normalisation: the thumbnail from the pixels it has decoded already.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const fromPixels: number[] = [];
    for (let i = 0; i < THUMBNAILS; i += 1) {
      const started = performance.now();
      await encodeThumbnail(sharp(data, { raw }), THUMBNAIL);
      fromPixels.push(performance.now() - started);
    }
    const load = `load ${loadavg()[0]!.toFixed(1)}`;
    rows.push(
      {
        bench: 'restore-gate',
        name: `thumbnail of a stored 2000×1500 photo, answered from the database (made with it), n = ${THUMBNAILS}`,
        figure: `p50 ${summarise(stored).p50.toFixed(2)} ms, max ${summarise(stored).max.toFixed(2)} ms; main + ${mb(fromStore.mainPeak - fromStore.mainBefore)}; ${load}`,
        goal: `p50 < ${GOAL.thumbnailMs} ms, no child`,
        verdict: verdict(summarise(stored).p50 < GOAL.thumbnailMs),
      },
      {
        bench: 'restore-gate',
        name: `the same made in the limited child (a document stored before thumbnails were kept, first request), n = ${THUMBNAILS}`,
        figure: `p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms; main + ${mb(run.mainPeak - run.mainBefore)}; ${load}`,
        goal: 'once per such document',
        verdict: '',
      },
      {
        bench: 'restore-gate',
        name: 'the same thumbnail by sharp in the bench process (comparison)',
        figure: `p50 ${summarise(inProcess).p50.toFixed(0)} ms`,
        goal: '',
        verdict: '',
      },
      {
        bench: 'restore-gate',
        name: 'what a normalisation adds to make it: from the decoded pixels, sharp in the bench process',
        figure: `p50 ${summarise(fromPixels).p50.toFixed(1)} ms`,
        goal: '',
        verdict: '',
      },
    );
  });
  return rows;
}
