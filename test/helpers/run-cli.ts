import { execFile } from 'node:child_process';
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
