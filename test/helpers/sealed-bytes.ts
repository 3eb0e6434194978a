import { existsSync, readFileSync } from 'node:fs';
import type { Database } from '$main/database';

/** Every sealed value stored for one application: body, problems, files, their names, thumbnails and readings, attempt details. */
export function sealedValuesOf(database: Database, applicationId: string): Buffer[] {
  const { db } = database;
  const values: (Buffer | null)[] = [
    ...(
      db.prepare('SELECT body, problems FROM application_bodies WHERE application_id = ?').all(applicationId) as {
        body: Buffer;
        problems: Buffer;
      }[]
    ).flatMap((row) => [row.body, row.problems]),
    ...(
      db.prepare('SELECT bytes, file_name, thumbnail FROM attachments WHERE application_id = ?').all(applicationId) as {
        bytes: Buffer;
        file_name: Buffer;
        thumbnail: Buffer | null;
      }[]
    ).flatMap((row) => [row.bytes, row.file_name, row.thumbnail]),
    ...(
      db
        .prepare('SELECT r.reading FROM document_readings AS r JOIN attachments AS a ON a.id = r.attachment_id WHERE a.application_id = ?')
        .all(applicationId) as { reading: Buffer | null }[]
    ).map((row) => row.reading),
    ...(
      db.prepare('SELECT detail FROM submission_attempts WHERE application_id = ?').all(applicationId) as { detail: Buffer | null }[]
    ).map((row) => row.detail),
  ];
  return values.filter((value): value is Buffer => value !== null);
}

/**
 * A probe is two adjacent 16-byte slices of a sealed value; it is found when either is. A large
 * value is split over overflow pages, each starting with a 4-byte pointer, so one slice may cross
 * a page boundary and not be contiguous on disk; the two never both do (pages are 4 kB). Probes
 * are taken every 2,000 bytes (and at the end), so every page a value spans is looked for.
 * Ciphertext is random: 16 bytes of it found in a file are that value and nothing else.
 */
export type Probe = readonly [Buffer, Buffer];

export function probesOf(values: Buffer[]): Probe[] {
  const probes: Probe[] = [];
  const at = (value: Buffer, offset: number): Probe => [value.subarray(offset, offset + 16), value.subarray(offset + 16, offset + 32)];
  for (const value of values) {
    if (value.length < 32) continue;
    for (let offset = 0; offset + 32 <= value.length; offset += 2000) probes.push(at(value, offset));
    probes.push(at(value, value.length - 32));
  }
  return probes;
}

export function databaseFiles(database: Pick<Database, 'dbPath'>): string[] {
  return [database.dbPath, `${database.dbPath}-wal`, `${database.dbPath}-shm`];
}

/** How many of the probes occur in any of the files (the database, its WAL and -shm). */
export function probesFound(files: string[], probes: readonly Probe[]): number {
  const contents = files.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  return probes.filter((probe) => probe.some((slice) => contents.some((content) => content.includes(slice)))).length;
}
