import { ensureOwnFolder } from '$main/crypto/own-folder';
import type { SecretStore } from '$main/crypto/secret-store';
import { createServiceClient, DEFAULT_API_VERSION, type PathMemory } from '$main/client/service-client';
import { type Logger, createLogger, logFileOf } from '$main/log/logger';
import {
  type SettingsSnapshot,
  type Database,
  getBoundApiKey,
  serviceOrigin,
  setBoundApiKey,
  getConfig,
  latestSettingsSnapshot,
  openDatabase,
  recoverInterruptedSends,
  runMaintenance,
  setConfig,
} from '$main/database';
import { type BoundKey, bindKey, keyFingerprintOf, keyForAddress } from './settings/bound-key';
import { CONFIG } from './settings/config-keys';
import { lockDataFolder } from './data-folder-lock';
import { type DocumentReaders, type DocumentReadings, startDocumentReadings } from './documents/document-readings';
import type { Connection, RunReport } from './outbox/outbox';
import { submitDue } from './outbox/outbox';
import { type SyncResult, syncSettings } from './settings/settings-sync';
import type { StartTraining, TrainingEndpoint } from './settings/training-mode';

export interface CoreOptions {
  dataDir: string;
  secretStore: SecretStore;
  logger?: Logger;
  now?: () => Date;
  /**
   * Run the embedded training service on 127.0.0.1 and talk to it with the key it made for this run.
   * Undefined: the stored preference, which defaults to on while no API key is stored.
   */
  training?: boolean;
  /** Starts the training service when training mode is on; without it, training mode cannot be turned on. */
  startTraining?: StartTraining;
  /** Overrides the stored base URL (command line `--base-url`). */
  baseUrl?: string;
  /**
   * A key given at start (`FIELDBOARD_API_KEY`), bound to `baseUrl`: sent there only, and never
   * used without it. Never logged.
   */
  apiKey?: string;
  /** How long a submission may wait for its answer before its outcome is unknown. */
  submitTimeoutMs?: number;
  /** better-sqlite3 addon built for Electron (see OpenDatabaseOptions). */
  nativeBinding?: string;
  /** What reads an identity document and a bank letter (the real readers unless given). */
  readers?: DocumentReaders;
}

export interface Core {
  readonly database: Database;
  readonly logger: Logger;
  /** The embedded training service while training mode is on. */
  readonly training: TrainingEndpoint | undefined;
  /** Training mode: the embedded service on 127.0.0.1 with the key made for this run. */
  isTraining(): boolean;
  setTrainingMode(on: boolean): Promise<void>;
  /** The service connection for the address in force and the key bound to it; undefined when either is missing. */
  connection(): Connection | undefined;
  /**
   * What was given at start-up (`--base-url`, `FIELDBOARD_API_KEY`) and overrides the stored values;
   * never the key itself. `apiKeyFor`: the address the start-up key is bound to, undefined if none.
   */
  readonly startup: { baseUrl: string | undefined; apiKey: boolean; apiKeyFor: string | undefined };
  /** The address requests go to now (training's, start-up's or stored) and the key bound to it. */
  inForce(): { baseUrl: string | undefined; key: BoundKey | undefined };
  /** The key that would go to a service address (start-up's or stored), training aside. */
  keyFor(address: string | undefined): BoundKey | undefined;
  /** The newest settings for the current key, which drafts are validated against. */
  currentSnapshot(): SettingsSnapshot | undefined;
  syncSettings(): Promise<SyncResult>;
  submitDue(only?: readonly string[]): Promise<RunReport>;
  /** Reading stored identity documents and bank letters, one at a time, after the agent has the answer. */
  readonly documentReadings: DocumentReadings;
  close(): Promise<void>;
}

/**
 * The real readers, loaded at the first document read: their engines (sharp, the MRZ and letter
 * readers) stay out of the core's start, which every command and the app's window wait for.
 */
const LAZY_DOCUMENT_READERS: DocumentReaders = {
  identification: async (...args) => (await import('$main/documents/document-readers')).DOCUMENT_READERS.identification(...args),
  bankConfirmation: async (...args) => (await import('$main/documents/document-readers')).DOCUMENT_READERS.bankConfirmation(...args),
};

/**
 * Opens the data folder and everything over it. Any application left "sending" by a process
 * that died mid-request becomes "unknown outcome" before anything else runs.
 */
export async function openCore(options: CoreOptions): Promise<Core> {
  ensureOwnFolder(options.dataDir);
  const logger = options.logger ?? createLogger({ file: logFileOf(options.dataDir) });
  const lock = lockDataFolder(options.dataDir);
  let database: Database;
  try {
    database = openDatabase({
      dataDir: options.dataDir,
      secretStore: options.secretStore,
      now: options.now,
      nativeBinding: options.nativeBinding,
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const recovered = recoverInterruptedSends(database);
  if (recovered.length > 0) logger.warn('applications interrupted while sending are now "unknown outcome"', { count: recovered.length });
  const maintenance = runMaintenance(database.db, database.now);
  if (maintenance.done.length > 0) logger.info('database maintenance done', { steps: maintenance.done.join(',') });
  for (const failed of maintenance.failed) logger.warn('database maintenance failed; it runs again at the next start', failed);

  let training: TrainingEndpoint | undefined;
  // A caller that names a service (the command line's --base-url, tests) never gets training by default.
  const wantsTraining = () =>
    options.training ??
    (options.baseUrl !== undefined || options.apiKey !== undefined
      ? false
      : (getConfig<boolean>(database, CONFIG.trainingMode) ?? getBoundApiKey(database) === undefined));
  async function setTrainingMode(on: boolean): Promise<void> {
    if (on && training === undefined) {
      if (options.startTraining === undefined) throw new Error('training mode needs the training service: this process was not given one');
      training = await options.startTraining({
        dataDir: options.dataDir,
        onError: (error) => logger.error('training service', { error }),
      });
    } else if (!on && training !== undefined) {
      const stopping = training;
      training = undefined;
      await stopping.close();
    }
  }
  try {
    await setTrainingMode(wantsTraining());
  } catch (error) {
    database.close();
    lock.release();
    throw error;
  }

  // A key stored before keys were bound to an origin is bound, once, to the address configured then.
  const configuredOrigin = serviceOrigin(getConfig<string>(database, CONFIG.baseUrl));
  const legacy = getBoundApiKey(database);
  if (legacy !== undefined && legacy.origin === undefined && configuredOrigin !== undefined) {
    setBoundApiKey(database, { apiKey: legacy.apiKey, origin: configuredOrigin });
  }
  // Every key is bound to the address it was given for: the start-up key to the start-up address
  // (none without one), the stored key to the origin it was entered for. An address changed
  // later, by the page or anyone, matches neither and so gets no key.
  const startupKey = bindKey(options.apiKey, options.baseUrl, 'startup');
  const storedKey = () => {
    const stored = getBoundApiKey(database);
    return stored && bindKey(stored.apiKey, stored.origin, 'stored');
  };
  const keyFor = (address: string | undefined) => keyForAddress(address, [startupKey, storedKey()]);
  const keyInForce = (): BoundKey | undefined =>
    training ? keyForAddress(training.baseUrl, [bindKey(training.apiKey, training.baseUrl, 'training')]) : keyFor(baseUrl());
  const baseUrl = () => training?.baseUrl ?? options.baseUrl ?? getConfig<string>(database, CONFIG.baseUrl);
  const pathMemory: PathMemory = {
    get: (base, type) => getConfig<Record<string, string>>(database, CONFIG.paths)?.[`${base} ${type}`],
    set: (base, type, chosen) =>
      setConfig(database, CONFIG.paths, { ...getConfig<Record<string, string>>(database, CONFIG.paths), [`${base} ${type}`]: chosen }),
  };

  function connection(): Connection | undefined {
    const base = baseUrl();
    const bound = keyInForce();
    const key = bound?.apiKey;
    if (!bound || !key || !base) return undefined;
    logger.redactor.addSecret(key);
    const client = createServiceClient({
      baseUrl: base,
      apiKey: key,
      apiVersion: getConfig<string>(database, CONFIG.apiVersion) ?? DEFAULT_API_VERSION,
      pathMemory,
      now: () => database.now(),
      submitTimeoutMs: options.submitTimeoutMs,
    });
    return { client, keyFingerprint: keyFingerprintOf(bound) };
  }

  const documentReadings = startDocumentReadings({
    database,
    logger,
    readers: options.readers ?? LAZY_DOCUMENT_READERS,
    snapshot: () => currentSnapshot(),
  });
  function currentSnapshot(): SettingsSnapshot | undefined {
    const key = keyInForce();
    return key ? latestSettingsSnapshot(database, keyFingerprintOf(key)) : undefined;
  }

  return {
    database,
    logger,
    get training() {
      return training;
    },
    isTraining: () => training !== undefined,
    async setTrainingMode(on) {
      setConfig(database, CONFIG.trainingMode, on);
      await setTrainingMode(on);
    },
    connection,
    startup: { baseUrl: options.baseUrl, apiKey: options.apiKey !== undefined, apiKeyFor: startupKey ? options.baseUrl : undefined },
    inForce: () => ({ baseUrl: baseUrl(), key: keyInForce() }),
    keyFor,
    currentSnapshot,
    async syncSettings() {
      const conn = connection();
      if (conn === undefined) throw new Error('no service configured: set a base URL and an API key, or use training mode');
      return syncSettings({ database, client: conn.client, keyFingerprint: conn.keyFingerprint, logger });
    },
    submitDue: (only) => submitDue({ database, logger, connection }, { only }),
    documentReadings,
    async close() {
      await documentReadings.close();
      await training?.close();
      database.close();
      lock.release();
    },
  };
}
