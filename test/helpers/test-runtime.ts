import { afterEachTest } from './after-each-test';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import type { DocumentReaders } from '$main/core/documents/document-readings';
import type { ScannerBackend } from '$main/documents/scanner/scanner';
import { type Logger, createLogger } from '$main/log/logger';
import type { ReceiptPrinter } from '$main/receipts/receipt-printer';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { tempDir } from './temp-dir';

const open: Runtime[] = [];

// Registered after temp-dir's own cleanup, so it runs first: runtimes close before their folders go.
afterEachTest(async () => {
  for (const runtime of open.splice(0).reverse()) await runtime.close();
});

/** The app's runtime (core, handlers, dispatcher) over a fresh data folder, in training mode unless `service` names another. */
export async function startTestRuntime(
  options: {
    scanners?: ScannerBackend[];
    pickFile?: () => Promise<string | undefined>;
    logger?: Logger;
    service?: { baseUrl: string; apiKey: string };
    readers?: DocumentReaders;
    printer?: ReceiptPrinter;
  } = {},
): Promise<Runtime> {
  const dataDir = tempDir('fieldboard-runtime-');
  const runtime = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    newSecretStore: () => createKeyFileSecretStore(dataDir),
    logger: options.logger ?? createLogger(),
    training: options.service === undefined,
    ...options.service,
    pollMs: 60_000,
    ...(options.scanners ? { scanners: options.scanners } : {}),
    ...(options.pickFile ? { pickFile: options.pickFile } : {}),
    ...(options.readers ? { readers: options.readers } : {}),
    ...(options.printer ? { printer: options.printer } : {}),
  });
  open.push(runtime);
  // The scheduler syncs at start and revalidates drafts with the settings it gets: a test that
  // saved before then would see its revision move under it. Against a service of the test's own,
  // the test decides when that service answers.
  if (options.service === undefined) await firstSync(runtime);
  return runtime;
}

/** Resolves once the scheduler's first sync has answered (`online` is then known) and its drafts are revalidated. */
function firstSync(runtime: Runtime): Promise<void> {
  if (runtime.scheduler.online() !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = runtime.events.subscribe(() => {
      if (runtime.scheduler.online() === undefined) return;
      stop();
      resolve();
    });
  });
}

/** Calls a channel as the renderer would, answering the typed result. */
export async function invoke(runtime: Runtime, channel: string, request: unknown): Promise<{ ok: boolean; value?: any; error?: any }> {
  return (await runtime.dispatch(channel, request)) as { ok: boolean; value?: any; error?: any };
}
