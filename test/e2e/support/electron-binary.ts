import fs from 'node:fs';
import path from 'node:path';

const ELECTRON_DIR = path.resolve(import.meta.dirname, '../../../node_modules/electron');

/**
 * The Electron binary if this machine has it. `npm install` never downloads it (Electron 45
 * fetches it on first use), and machines without internet never get it: tests that need it are
 * reported as skipped there, with this reason.
 */
export function electronBinary(): string | undefined {
  try {
    const relative = fs.readFileSync(path.join(ELECTRON_DIR, 'path.txt'), 'utf8').trim();
    const binary = path.join(ELECTRON_DIR, 'dist', relative);
    return fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

export const NO_ELECTRON_REASON = "Electron's binary is not on this machine (it cannot be downloaded here)";
