import type { SecretStore } from '$main/crypto/secret-store';
import {
  type Core,
  openCore,
  type PurgeSchedule,
  startPurgeSchedule,
  type Scheduler,
  startScheduler,
  type WipeReport,
  wipeBlockers,
  wipeDataFolder,
  WipeRefusedError,
  createScanners,
  defaultScannerBackends,
  type Scanners,
  statusView,
  type DocumentReaders,
  type ScannerBackend,
  type ReceiptPrinter,
} from '$main/core';
import { type Dispatch, createDispatcher } from '$main/ipc/dispatcher';
import { type EventBus, createEventBus } from '$main/ipc/event-bus';
import { createHandlers } from '$main/ipc/handlers';
import type { Logger } from '$main/log/logger';
import { logUnhandledRejections } from '$main/log/unhandled-rejections';
import { startEmbeddedTraining } from '$main/training-service/embedded';

export interface RuntimeOptions {
  dataDir: string;
  secretStore: SecretStore;
  /**
   * A secret store for the folder after a wipe destroyed the first one's key (the key file). The
   * OS keychain store (safeStorage) survives a wipe, so the app passes none and keeps its own.
   */
  newSecretStore?: () => SecretStore;
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
  /** What reads identity documents and bank letters; the real readers unless given (tests give their own). */
  readers?: DocumentReaders;
  /** Main's own confirmation before a new service address forgets the API key (the Electron shell). */
  confirmServiceChange?: (change: { from: string | null; to: string | null }) => Promise<boolean>;
}

export interface Runtime {
  /** The open core; a new one after a wipe. */
  readonly core: Core;
  readonly scheduler: Scheduler;
  events: EventBus;
  dispatch: Dispatch;
  /** Crypto-erases and deletes the data folder, then opens it again as new (decision L7). */
  wipe(options: { force: boolean }): Promise<WipeReport>;
  close(): Promise<void>;
}

/** One opening of the data folder: what a wipe closes and opens again. */
interface Parts {
  core: Core;
  scheduler: Scheduler;
  purges: PurgeSchedule;
  scanners: Scanners;
  dispatch: Dispatch;
  /** Stops everything that may write, keeping the core open. */
  stopBackground(): Promise<void>;
}

/**
 * Everything behind `window.api`, the same for the Electron shell and the browser host: the core,
 * the scheduler that syncs and sends by itself, the daily retention purge, the event bus, and the
 * validating dispatcher. `dispatch` and `events` stay the same objects across a wipe.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  // The shell and the browser host both run this: a stray rejection is logged, never fatal.
  logUnhandledRejections(options.logger);
  const events = createEventBus();
  let secretStore = options.secretStore;
  let wiping = false;
  const wipe = async ({ force }: { force: boolean }): Promise<WipeReport> => {
    if (wiping) throw new Error('a wipe is already running');
    const blockers = wipeBlockers(parts.core.database);
    if (blockers.length > 0 && !force) throw new WipeRefusedError(blockers);
    wiping = true;
    try {
      await parts.stopBackground();
      const report = await wipeDataFolder(parts.core, { force });
      secretStore = options.newSecretStore?.() ?? secretStore;
      return report;
    } finally {
      // Whether it wiped or was refused at the last moment, the folder is opened again.
      await parts.core.close();
      parts = await openParts(options, secretStore, events, wipe);
      wiping = false;
      events.emit('applications:changed', { ids: [] });
      events.emit('status:changed', statusView(parts.core, parts.scheduler));
    }
  };
  let parts = await openParts(options, secretStore, events, wipe);
  return {
    get core() {
      return parts.core;
    },
    get scheduler() {
      return parts.scheduler;
    },
    events,
    dispatch: (channel, request) => parts.dispatch(channel, request),
    wipe,
    async close() {
      await parts.stopBackground();
      await parts.core.close();
    },
  };
}

async function openParts(options: RuntimeOptions, secretStore: SecretStore, events: EventBus, wipe: Runtime['wipe']): Promise<Parts> {
  const core = await openCore({
    dataDir: options.dataDir,
    secretStore,
    logger: options.logger,
    startTraining: startEmbeddedTraining,
    training: options.training,
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    nativeBinding: options.nativeBinding,
    ...(options.readers ? { readers: options.readers } : {}),
  });
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
  // A reading may fill fields: the windows follow it like any change made elsewhere.
  core.documentReadings.onRead((id) => events.emit('applications:changed', { ids: [id] }));
  // Documents left unread when the app last stopped.
  core.documentReadings.readPending();
  const purges = startPurgeSchedule(core, {
    onPurge: (report) => {
      if (report.purged.length > 0) events.emit('applications:changed', { ids: report.purged.map((p) => p.id) });
    },
  });
  const scanners = createScanners(options.scanners ?? defaultScannerBackends());
  const dispatch = createDispatcher(
    createHandlers({
      core,
      scheduler,
      events,
      scanners,
      wipe,
      printer: options.printer,
      pickFile: options.pickFile,
      confirmServiceChange: options.confirmServiceChange,
    }),
    options.logger,
  );
  return {
    core,
    scheduler,
    purges,
    scanners,
    dispatch,
    async stopBackground() {
      purges.stop();
      scanners.cancel(); // a scan still running must not store into a closed database
      await scheduler.stop();
    },
  };
}
