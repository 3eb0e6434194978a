import { statSync } from 'node:fs';
import { purgeExpired } from '$main/core/retention/retention';
import { createApplication, runMaintenance } from '$main/database';
import { submittedApplication } from '$test/helpers/submitted-application';
import { benchClock, openBenchDatabase, withTempDir } from './fixtures';
import { type BenchRow, mb, ms, verdict } from './stats';

const SUBMITTED = 1_000;
/** Two documents of 1 MB each: the normaliser's ceiling per image (decision D2). */
const DOCUMENT_BYTES = 2_000_000;
const DRAFTS = 200;
const GOAL_MS = 10_000;
const DAY_MS = 86_400_000;

/** The database, WAL and -shm on disk, after a checkpoint. */
function bytesOnDisk(dbPath: string): number {
  return [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].reduce((sum, file) => {
    try {
      return sum + statSync(file).size;
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * 1,000 submitted applications with 2 MB of documents each and 200 drafts, purged
 * 31 days after submission by the default retention; bytes per application before and after, the
 * purge's time, and how much of the documents' size the file gave back.
 */
export async function purgeBench(): Promise<BenchRow[]> {
  return withTempDir('purge', (dir) => {
    const clock = benchClock();
    const database = openBenchDatabase(dir, clock.now);
    try {
      // Seeding is not what is measured: it may skip the fsyncs. The purge runs with FULL.
      database.db.pragma('synchronous = OFF');
      for (let i = 0; i < SUBMITTED; i++) submittedApplication(database, { name: `Kaffi ${i}`, documentBytes: DOCUMENT_BYTES });
      for (let i = 0; i < DRAFTS; i++)
        createApplication(database, { entityType: 'other', body: { note: `draft ${i}` }, businessName: `Draft ${i}`, actor: 'agent' });
      database.db.pragma('synchronous = FULL');
      runMaintenance(database.db, database.now);
      database.db.pragma('wal_checkpoint(TRUNCATE)');
      const applications = SUBMITTED + DRAFTS;
      const before = bytesOnDisk(database.dbPath);

      clock.jump(31 * DAY_MS);
      const started = performance.now();
      const report = purgeExpired(database, 'system');
      const purgeMs = performance.now() - started;
      const after = bytesOnDisk(database.dbPath);
      const documents = SUBMITTED * DOCUMENT_BYTES;
      const shrink = (before - after) / documents;
      if (report.purged.length !== SUBMITTED) throw new Error(`purged ${report.purged.length} of ${SUBMITTED}`);
      return [
        {
          bench: 'purge',
          name: `on disk before: ${applications} applications (${SUBMITTED} with 2 MB documents)`,
          figure: mb(before),
          goal: '',
          verdict: '',
        },
        {
          bench: 'purge',
          name: 'bytes per application before purge',
          figure: `${Math.round(before / applications)} B`,
          goal: '',
          verdict: '',
        },
        {
          bench: 'purge',
          name: `purge of ${SUBMITTED} submitted applications`,
          figure: `${ms(purgeMs)} ms (rows ${ms(report.timings.deleteMs)}, ${report.erase?.method ?? 'none'} ${ms(report.timings.eraseMs)})`,
          goal: '< 10,000 ms',
          verdict: verdict(purgeMs < GOAL_MS),
        },
        {
          bench: 'purge',
          name: 'bytes per application after purge',
          figure: `${Math.round(after / applications)} B`,
          goal: '',
          verdict: '',
        },
        { bench: 'purge', name: 'on disk after purge', figure: mb(after), goal: '', verdict: '' },
        {
          bench: 'purge',
          name: "file shrank by, of the documents' size",
          figure: `${(shrink * 100).toFixed(1)} %`,
          goal: '>= 90 %',
          verdict: verdict(shrink >= 0.9),
        },
      ];
    } finally {
      database.close();
    }
  });
}
