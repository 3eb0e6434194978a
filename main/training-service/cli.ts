import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '$main/log/logger';
import { logUnhandledRejections } from '$main/log/unhandled-rejections';
import { CONTROL_TOKEN_HEADER } from './faults/control-api';
import { loadKeysFile } from './key-registry';
import { startTrainingService } from './training-service';

/**
 * `npm run training-service -- --port 8787 --data <dir> --keys <file.json>`: the training service
 * on its own, for trainers and for manual testing. It prints the URL and the accepted keys —
 * training keys are handed out on purpose — and nothing else that could be a secret.
 */
const USAGE = `Usage: training-service [--port <port>] [--data <dir>] [--keys <file.json>]
  --port   port on 127.0.0.1 (default 8787, 0 picks a free one)
  --data   folder for the service's database (default: ${defaultDataDir()})
  --keys   JSON file: API key -> settings resource (default: the built-in training keys)`;

/** In the user's home, not the shared temp folder, where another user could make it first. */
function defaultDataDir(): string {
  return path.join(os.homedir(), '.fieldboard-training-service');
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) fail(`--port must be a number from 0 to 65535, not ${text}`);
  return port;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        data: { type: 'string' },
        keys: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  let keys: Record<string, unknown> | undefined;
  try {
    keys = values.keys === undefined ? undefined : loadKeysFile(values.keys);
  } catch (error) {
    fail((error as Error).message);
  }
  const dataDir = path.resolve(values.data ?? defaultDataDir());
  logUnhandledRejections(createLogger({ stderr: true }));
  const service = await startTrainingService({ port: parsePort(values.port), dataDir, keys });

  process.stdout.write(
    [
      `Fieldboard training service listening on ${service.baseUrl}`,
      `Accepted API keys: ${service.keys().join(', ')}`,
      `Control API: ${service.controlUrl} (header ${CONTROL_TOKEN_HEADER}: ${service.controlToken})`,
      `Data: ${dataDir}`,
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    service.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${(error as Error).message}\n`);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`training service: ${(error as Error).message}\n`);
  process.exit(1);
});
