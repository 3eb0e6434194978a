import { type ChildProcess, spawn } from 'node:child_process';
import { testBuild } from '../../helpers/test-build';
import type { App } from './app-host';

const HOST = testBuild('node', 'browser-host.js');

/** An app as its own process: what a test may do to the process besides stopping it. */
export interface AppProcess extends App {
  /** SIGKILL, as a crash or a pulled plug would: no shutdown of any kind. */
  kill(): Promise<void>;
  /** Freezes the process (SIGSTOP): it keeps its connections but answers nothing, as a hung one would. */
  pause(): void;
  /** Lets a paused process run on (SIGCONT): it answers what waited. */
  resume(): void;
}

/**
 * Starts the real browser host (`npm run start:browser`'s bundle) as its own process with its own
 * data folder, exactly as an agent would run it, and waits for the address it prints. Most tests
 * share their file's app process instead (`launchApp` in harness.ts).
 */
export async function startApp(options: {
  dataDir: string;
  args?: string[];
  env?: Record<string, string>;
  /** Leave the first-start question (language and agent name) unanswered, for the tests of it. */
  firstStart?: boolean;
}): Promise<AppProcess> {
  const app = await launch(options);
  if (!options.firstStart) await answerFirstStart(app.url);
  return app;
}

/**
 * Answers the first-start question as an agent would have on an earlier day (English, a name),
 * through the host's own API with the run's token, so tests about other screens open on them.
 */
export async function answerFirstStart(url: string): Promise<void> {
  const address = new URL(url);
  const token = address.hash.replace(/^#token=/, '');
  const response = await fetch(`${address.origin}/api/invoke/settings:get`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': token },
    body: '{}',
  });
  const current = (await response.json()) as { ok: boolean; value?: { firstStart: boolean } };
  if (!current.ok || !current.value?.firstStart) return;
  const answered = await fetch(`${address.origin}/api/invoke/settings:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': token },
    body: JSON.stringify({ agentName: E2E_AGENT_NAME }),
  });
  const result = (await answered.json()) as { ok: boolean };
  if (!result.ok) throw new Error('the first-start question could not be answered');
}

/** The agent name the tests' apps start with (printed on their receipts). */
export const E2E_AGENT_NAME = 'Sigríður Prófdóttir';

function launch(options: { dataDir: string; args?: string[]; env?: Record<string, string> }): Promise<AppProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [HOST, '--no-open', '--port', '0', '--data', options.dataDir, '--poll-ms', '200', ...(options.args ?? [])],
      {
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the app did not start: ${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Open (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          dataDir: options.dataDir,
          pause: () => void child.kill('SIGSTOP'),
          resume: () => void child.kill('SIGCONT'),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              // A send held by a slow service keeps a clean stop waiting: do not let it hold the suite.
              const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
              child.once('exit', () => {
                clearTimeout(kill);
                done();
              });
              child.kill('SIGTERM');
              // A paused process would hold the TERM until it runs again.
              child.kill('SIGCONT');
            }),
          kill: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code}: ${output}`));
    });
  });
}
