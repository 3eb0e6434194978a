import readline from 'node:readline';
import { type BrowserApp, openBrowserApp } from '$main/browser-host/browser-app';
import { createLogger } from '$main/log/logger';
import { logUnhandledRejections } from '$main/log/unhandled-rejections';
import { type HostReply, type HostRequest, REPLY_PREFIX } from './protocol';

/**
 * The end-to-end tests' app process: one per test file, serving one app at a time. Each `open`
 * closes the app before it (its HTTP server with every connection, its runtime: scheduler, core,
 * embedded training service) and opens a new one exactly as `npm run start:browser` does
 * (`openBrowserApp`), on the data folder the test names, on a new port with a new token. It is
 * driven only through its standard input by the test process that started it: a bundle of the
 * tests' own (dist/test), never built into the app, with nothing listening for it.
 */

const argument = process.argv[2];
if (argument === undefined) throw new Error('usage: e2e-host.js <renderer folder>');
const rendererDir: string = argument;

// A rejection nobody awaited is the host's, not one test's: logged here, never into a data folder.
logUnhandledRejections(createLogger({ stderr: true }));

let current: BrowserApp | undefined;
/** What the last `open` changed in the environment (the scanner's configuration, PATH), as it was before. */
const changed: [string, string | undefined][] = [];

async function closeCurrent(): Promise<void> {
  const app = current;
  current = undefined;
  await app?.close();
  for (const [name, before] of changed.splice(0).reverse()) {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

async function handle(request: HostRequest): Promise<HostReply> {
  await closeCurrent();
  if (request.op === 'close') return { op: 'closed' };
  const { dataDir, training, baseUrl, apiKey, env } = request;
  // The scanner programs read it as the app starts them (SANE_CONFIG_DIR): as a host started with it.
  for (const [name, value] of Object.entries(env ?? {})) {
    changed.push([name, process.env[name]]);
    process.env[name] = value;
  }
  current = await openBrowserApp({ dataDir, rendererDir, port: 0, training, baseUrl, apiKey, pollMs: 200, logToStderr: false });
  return { op: 'opened', url: current.host.urlWithToken };
}

function reply(answer: HostReply): void {
  process.stdout.write(`${REPLY_PREFIX}${JSON.stringify(answer)}\n`);
}

let queue = Promise.resolve();
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  queue = queue.then(async () => {
    try {
      reply(await handle(JSON.parse(line) as HostRequest));
    } catch (error) {
      reply({ op: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
// The test process is gone (or done with it): close the open app cleanly and end.
const end = () => void queue.then(closeCurrent).finally(() => process.exit(0));
lines.on('close', end);
process.once('SIGTERM', end);
