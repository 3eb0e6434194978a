import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createKeyFileSecretStore } from '../crypto/key-file-secret-store';
import { ensureOwnFolder } from '../crypto/own-folder';
import { createLogger, logFileOf } from '../log/logger';
import { logUnhandledRejections } from '../log/unhandled-rejections';
import { startRuntime } from '../runtime/runtime';
import { hasDisplay, openBrowser } from './open-browser';
import { startBrowserHost } from './server';

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
  // Before its log or anything else in it is opened: a folder someone else may write is refused.
  ensureOwnFolder(dataDir);
  const logger = createLogger({ file: logFileOf(dataDir), stderr: process.env.FIELDBOARD_LOG_STDERR === '1' });
  logUnhandledRejections(logger);
  const training = values.training === undefined ? undefined : values.training !== 'off';
  const pollMs = values['poll-ms'] === undefined ? undefined : Number(values['poll-ms']);
  if (pollMs !== undefined && !(Number.isInteger(pollMs) && pollMs > 0)) throw new Error('--poll-ms must be a positive whole number');
  // As for the command line: the key comes from the environment, never from an argument, and is
  // bound to the address given at the same start.
  const apiKey = process.env.FIELDBOARD_API_KEY || undefined;
  const baseUrl = values['base-url'] || process.env.FIELDBOARD_BASE_URL || undefined;
  const runtime = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    newSecretStore: () => createKeyFileSecretStore(dataDir),
    logger,
    training,
    baseUrl,
    apiKey,
    pollMs,
  });
  const host = await startBrowserHost({
    dispatch: runtime.dispatch,
    events: runtime.events,
    rendererDir,
    port: Number(values.port),
    onError: (error, where) => logger.error('browser host request failed', { where, error }),
    token: process.env.FIELDBOARD_HOST_TOKEN || undefined,
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
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`fieldboard: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
