import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../helpers/temp-dir';

/**
 * A SANE configuration folder with only SANE's own `test` backend (a virtual scanner streaming a
 * colour pattern through the real scanimage), for the app's environment as SANE_CONFIG_DIR. The
 * read delay makes a 150 dpi page take about four seconds: long enough to see its progress.
 */
export function saneTestScanner(options: { readDelayMs?: number } = {}): { SANE_CONFIG_DIR: string } {
  const configDir = tempDir('fieldboard-e2e-sane-');
  fs.writeFileSync(path.join(configDir, 'dll.conf'), 'test\n');
  const delay = options.readDelayMs ?? 200;
  fs.writeFileSync(
    path.join(configDir, 'test.conf'),
    ['number_of_devices 1', 'test-picture "Color pattern"', `read-delay ${delay > 0}`, `read-delay-duration ${delay * 1000}`, ''].join(
      '\n',
    ),
  );
  return { SANE_CONFIG_DIR: configDir };
}
