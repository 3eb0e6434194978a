import type { IPC_CHANNELS } from '../../../shared/ipc/contract';
import type { AppSettingsView, Language, StatusView } from '../../../shared/ipc/views';
import { APP_CONFIG, CONFIG } from '../../core/config-keys';
import type { Core } from '../../core/core';
import type { Scheduler } from '../../core/scheduler';
import type { WipeReport } from '../../core/wipe';
import type { Scanners } from '../../documents/scanner/scanners';
import type { ReceiptPrinter } from '../../receipts/receipt-printer';
import { apiKeyFingerprint, getApiKey, getConfig } from '../../store';
import { listIdsByStatus } from '../../store/ids-by-status';
import type { Handlers } from '../dispatcher';
import type { EventBus } from '../event-bus';
import { serviceInForce } from './service-in-force';

export interface HandlerContext {
  core: Core;
  scheduler: Scheduler;
  events: EventBus;
  /** The scanner programs of this computer; tests pass SANE's test backend. */
  scanners: Scanners;
  /** The system's open-file dialog (the app only); answers a path or undefined when cancelled. */
  pickFile?: () => Promise<string | undefined>;
  /** Makes receipt PDFs: Electron's printToPDF in the app; absent in the browser host and the command line. */
  printer?: ReceiptPrinter;
  /**
   * Asks the agent, in a dialog main owns (the app), whether to change the service address, which
   * forgets the stored API key. Absent in the browser host: there the change simply clears the key.
   */
  confirmServiceChange?: (change: { from: string | null; to: string | null }) => Promise<boolean>;
  /** The runtime's wipe: crypto-erase, delete, reopen as new. Absent where no runtime owns the core. */
  wipe?: (options: { force: boolean }) => Promise<WipeReport>;
}

/** The handlers of one domain's channels, typed from its part of the contract. */
export type ChannelHandlers<Channels extends Partial<typeof IPC_CHANNELS>> = Pick<Handlers, keyof Channels & keyof Handlers>;

export function statusView(core: Core, scheduler: Scheduler): StatusView {
  return {
    online: scheduler.online() ?? null,
    lastSyncAt: core.currentSnapshot()?.checkedAt ?? null,
    waiting: listIdsByStatus(core.store, ['queued', 'sending']).length,
    training: core.isTraining(),
  };
}

export function settingsView(core: Core): AppSettingsView {
  const { store } = core;
  const key = getApiKey(store);
  const snapshot = core.currentSnapshot();
  return {
    baseUrl: getConfig<string>(store, CONFIG.baseUrl) ?? null,
    apiVersion: getConfig<string>(store, CONFIG.apiVersion) ?? '2.0',
    trainingMode: core.isTraining(),
    apiKeyFingerprint: key ? apiKeyFingerprint(key) : null,
    lastSync: snapshot ? { at: snapshot.checkedAt, keyFingerprint: snapshot.keyFingerprint } : null,
    dataDir: store.dataDir,
    language: getConfig<Language>(store, APP_CONFIG.language) ?? 'en',
    operatorName: getConfig<string>(store, APP_CONFIG.operatorName) ?? '',
    agentName: getConfig<string>(store, APP_CONFIG.agentName) ?? '',
    // Asked once: a name stored at all (even cleared later in Settings) means it was answered.
    firstStart: getConfig<string>(store, APP_CONFIG.agentName) === undefined,
    ...serviceInForce(core),
  };
}

/** Tells every open window what changed: applications by id, and the status bar. */
export function notifier({ core, scheduler, events }: Pick<HandlerContext, 'core' | 'scheduler' | 'events'>) {
  return {
    changed: (...ids: string[]) => events.emit('applications:changed', { ids }),
    publishStatus: () => events.emit('status:changed', statusView(core, scheduler)),
  };
}
