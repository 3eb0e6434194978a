import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { EntityType } from '$shared/entity-types';
import { tempDir } from './temp-dir';
import { testBuild } from './test-build';

const CLI = testBuild('node', 'cli.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built command line as a separate process, the way support staff run it. Asynchronous:
 * the training service the command talks to lives in this test's process.
 */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { encoding: 'utf8', env: { ...process.env, FIELDBOARD_API_KEY: undefined, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

export interface CliOnFolder {
  dataDir: string;
  /** `--data` (and `--base-url`) go first, the service's key in the environment. */
  run(...args: string[]): Promise<CliRun>;
  /** As `run`, with more environment (a passphrase, another key). */
  runWith(env: Record<string, string | undefined>, ...args: string[]): Promise<CliRun>;
  /** `import` of `application` written to a file of its own: the new application's id, once the command said it imported it. */
  importApplication(application: unknown, type: EntityType): Promise<string>;
}

/** The command line on one data folder (a fresh one unless given), talking to `service` with the `training` key when given. */
export function cliOn(
  options: { dataDir?: string; service?: { baseUrl: string }; env?: Record<string, string | undefined> } = {},
): CliOnFolder {
  const dataDir = options.dataDir ?? tempDir('fieldboard-cli-');
  const base = ['--data', dataDir, ...(options.service ? ['--base-url', options.service.baseUrl] : [])];
  const env = { ...(options.service ? { FIELDBOARD_API_KEY: 'training' } : {}), ...options.env };
  const runWith = (more: Record<string, string | undefined>, ...args: string[]) => runCli([...base, ...args], { ...env, ...more });
  return {
    dataDir,
    run: (...args) => runWith({}, ...args),
    runWith,
    async importApplication(application, type) {
      const file = path.join(tempDir('fieldboard-cli-input-'), `${type}.json`);
      fs.writeFileSync(file, JSON.stringify(application));
      const imported = await runWith({}, 'import', file, '--type', type);
      expect(imported.stderr).toBe('');
      expect(imported.status).toBe(0);
      return /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    },
  };
}
