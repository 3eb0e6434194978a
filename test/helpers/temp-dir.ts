import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEachTest } from './after-each-test';

const made: string[] = [];

/** A fresh folder under the system temp dir, removed after the test. */
export function tempDir(prefix = 'fieldboard-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterEachTest(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
