import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEachFile, afterEachTest } from './after-each-test';

const made: string[] = [];
const madeForFile: string[] = [];

/** The tests' one way to a temporary folder: a fresh one under the system temp dir, removed after the test. */
export function tempDir(prefix = 'fieldboard-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A fresh folder that the file's tests share (made at its top or in `beforeAll`), removed after its last test. */
export function fileTempDir(prefix = 'fieldboard-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  madeForFile.push(dir);
  return dir;
}

const remove = (dirs: string[]) => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};
afterEachTest(() => remove(made));
afterEachFile(() => remove(madeForFile));
