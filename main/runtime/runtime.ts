import type { SecretStore } from '../crypto/secret-store';
import { type Core, openCore } from '../core/core';
import { type Scheduler, startScheduler } from '../core/scheduler';
import type { ScannerBackend } from '../documents/scanner/scanner';
import { createScanners, defaultScannerBackends } from '../documents/scanner/scanners';
import { type Dispatch, createDispatcher } from '../ipc/dispatcher';
import { type EventBus, createEventBus } from '../ipc/event-bus';
import { createHandlers, statusView } from '../ipc/handlers';
import type { Logger } from '../log/logger';
import { logUnhandledRejections } from '../log/unhandled-rejections';
import type { ReceiptPrinter } from '../receipts/receipt-printer';

export interface RuntimeOptions {
  dataDir: string;
  secretStore: SecretStore;
  logger: Logger;
  /** Force training mode on or off; undefined keeps the agent's choice (on until a key is set). */
  training?: boolean;
  /** A service named at start (tests, support): overrides the stored base URL and key. */
  baseUrl?: string;
  apiKey?: string;
  /** Scheduler timings; tests shorten them. */
  pollMs?: number;
  /** Scanner programs, most preferred first; the platform's (SANE, NAPS2) unless given. */
  scanners?: ScannerBackend[];
  /** better-sqlite3 addon built for Electron. */
  nativeBinding?: string;
  /** Receipt PDFs (the Electron shell's printToPDF); absent elsewhere. */
  printer?: ReceiptPrinter;
  /** The system's open-file dialog (the Electron shell); absent elsewhere. */
  pickFile?: () => Promise<string | undefined>;
}

export interface Runtime {
  core: Core;
  scheduler: Scheduler;
  events: EventBus;
  dispatch: Dispatch;
  close(): Promise<void>;
}

/**
 * Everything behind `window.api`, the same for the Electron shell and the browser host: the core,
 * the scheduler that syncs and sends by itself, the event bus, and the validating dispatcher.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  // The shell and the browser host both run this: a stray rejection is logged, never fatal.
  logUnhandledRejections(options.logger);
  const core = await openCore({
    dataDir: options.dataDir,
    secretStore: options.secretStore,
    logger: options.logger,
    ...(options.training !== undefined ? { training: options.training } : {}),
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.apiKey !== undefined ? { apiKey: options.apiKey } : {}),
    ...(options.nativeBinding !== undefined ? { nativeBinding: options.nativeBinding } : {}),
  });
  const events = createEventBus();
  // The callbacks run on later ticks, after `scheduler` is assigned.
  const publish = () => events.emit('status:changed', statusView(core, scheduler));
  const scheduler: Scheduler = startScheduler(core, {
    ...(options.pollMs !== undefined
      ? { pollMs: options.pollMs, offlineBackoff: { baseMs: options.pollMs, capMs: options.pollMs * 4 } }
      : {}),
    onSync: (result) => {
      publish();
      if (result.ok && result.needsAttention.length > 0) events.emit('applications:changed', { ids: result.needsAttention });
    },
    onRun: (report) => {
      publish();
      if (report.results.length > 0) events.emit('applications:changed', { ids: report.results.map((r) => r.id) });
    },
  });
  const scanners = createScanners(options.scanners ?? defaultScannerBackends());
  const dispatch = createDispatcher(
    createHandlers({
      core,
      scheduler,
      events,
      scanners,
      ...(options.printer ? { printer: options.printer } : {}),
      ...(options.pickFile ? { pickFile: options.pickFile } : {}),
    }),
    options.logger,
  );
  return {
    core,
    scheduler,
    events,
    dispatch,
    async close() {
      scanners.cancel(); // a scan still running must not store into a closed database
      await scheduler.stop();
      await core.close();
    },
  };
}
