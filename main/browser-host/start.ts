import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBrowserApp } from './browser-app';
import { hasDisplay, openBrowser } from './open-browser';

/**
 * `npm run start:browser`: the whole app without Electron, for a machine without it and for the
 * end-to-end tests. Training mode unless an API key is configured.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8470' },
      data: { type: 'string' },
      renderer: { type: 'string' },
      training: { type: 'string' },
      'base-url': { type: 'string' },
      'poll-ms': { type: 'string' },
      /** Print the address only: for SSH sessions, scripts and the tests. */
      'no-open': { type: 'boolean', default: false },
    },
  });
  const dataDir = path.resolve(values.data ?? process.env.FIELDBOARD_DATA ?? path.join(os.homedir(), '.fieldboard-browser'));
  const rendererDir = path.resolve(values.renderer ?? path.join(import.meta.dirname, '..', 'renderer'));
  const training = values.training === undefined ? undefined : values.training !== 'off';
  const pollMs = values['poll-ms'] === undefined ? undefined : Number(values['poll-ms']);
  if (pollMs !== undefined && !(Number.isInteger(pollMs) && pollMs > 0)) throw new Error('--poll-ms must be a positive whole number');
  // As for the command line: the key comes from the environment, never from an argument, and is
  // bound to the address given at the same start.
  const { runtime, host, close } = await openBrowserApp({
    dataDir,
    rendererDir,
    port: Number(values.port),
    training,
    baseUrl: values['base-url'] || process.env.FIELDBOARD_BASE_URL || undefined,
    apiKey: process.env.FIELDBOARD_API_KEY || undefined,
    pollMs,
    token: process.env.FIELDBOARD_HOST_TOKEN || undefined,
    logToStderr: process.env.FIELDBOARD_LOG_STDERR === '1',
  });
  // The address is printed whether or not a browser opens: it is the way back into a closed tab.
  process.stdout.write(
    `Fieldboard is running${runtime.core.isTraining() ? ' in training mode' : ''}.\n` +
      `Open ${host.urlWithToken}\n` +
      `Data folder: ${dataDir}\n` +
      'Ctrl-C stops it.\n',
  );
  if (!values['no-open'] && hasDisplay()) {
    const opened = await openBrowser(host.urlWithToken);
    process.stdout.write(opened ? 'Opened in your default browser.\n' : 'No browser could be opened here: open the address above.\n');
  }
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`fieldboard: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
