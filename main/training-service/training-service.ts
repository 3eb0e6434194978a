import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defaultKeys } from './default-settings';
import { FaultPlan, type FaultInput } from './faults/faults';
import { HeldReplies } from './faults/held-replies';
import { openIdDatabase } from './id-store';
import { KeyRegistry } from './key-registry';
import { BASE_PATH } from './http/router';
import { CONTROL_PREFIX } from './faults/control-api';
import { createHttpServer } from './server';
import type { ServiceContext } from './service-context';
import { type TrainingServiceStats, collectStats } from './stats';

export interface TrainingServiceOptions {
  /** 0 (the default) picks a free port; read the chosen one from the result. */
  port?: number;
  /** Loopback only: the service holds keys and a control API, and is never meant to be reachable. */
  host?: '127.0.0.1';
  /** Folder for the SQLite file; created when missing. Reuse it to keep IDs across restarts. */
  dataDir: string;
  /** API key → settings resource. Replaces the built-in `training` and `training-north` keys. */
  keys?: Record<string, unknown>;
  faults?: FaultInput[];
  /** The clock for `createdAt` and for the rules' "today"; tests may pin it. */
  now?: () => Date;
  /** Unexpected handler errors (the client gets a 500). Defaults to stderr. */
  onError?: (error: unknown) => void;
}

export interface TrainingService {
  /** `http://127.0.0.1:<port>/isoapi`, what the client is configured with. */
  baseUrl: string;
  /** `http://127.0.0.1:<port>/__control`. */
  controlUrl: string;
  /** This run's secret for the control API, sent as `CONTROL_TOKEN_HEADER`; only the starter has it. */
  controlToken: string;
  port: number;
  /** The accepted API keys, in the order they were given. */
  keys(): string[];
  /** Replaces the whole fault list (an empty list clears it). Throws on an invalid entry. */
  setFaults(faults: FaultInput[]): void;
  clearFaults(): void;
  stats(): TrainingServiceStats;
  /** Lets every reply a `hold` fault keeps back go out; answers how many there were. */
  releaseHeld(): number;
  /** Adds a key or replaces its settings. Throws `InvalidKeyConfigError` when they do not parse. */
  setKeySettings(key: string, settings: unknown): void;
  removeKey(key: string): boolean;
  /** Stops listening, cuts open connections, waits for handlers, closes the database. Idempotent. */
  close(): Promise<void>;
}

export async function startTrainingService(options: TrainingServiceOptions): Promise<TrainingService> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error('the training service listens on 127.0.0.1 only');
  const keys = new KeyRegistry(options.keys ?? defaultKeys());
  const faults = new FaultPlan(options.faults ?? []);
  const db = openIdDatabase(options.dataDir);
  const shutdown = new AbortController();
  const context: ServiceContext = {
    keys,
    db,
    faults,
    held: new HeldReplies(),
    requests: { total: 0, submit: 0, settings: 0, other: 0 },
    now: options.now ?? (() => new Date()),
    controlToken: randomBytes(32).toString('base64url'),
    signal: shutdown.signal,
  };
  const { server, idle } = createHttpServer(context, options.onError ?? ((error) => console.error('training service:', error)));

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shutdown.abort();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
      await idle();
      db.close();
    })();
    return closing;
  };

  return {
    baseUrl: `http://${host}:${port}${BASE_PATH}`,
    controlUrl: `http://${host}:${port}${CONTROL_PREFIX}`,
    controlToken: context.controlToken,
    port,
    keys: () => keys.names(),
    setFaults: (list) => faults.set(list),
    clearFaults: () => faults.clear(),
    stats: () => collectStats(context),
    releaseHeld: () => context.held.releaseAll(),
    setKeySettings: (key, settings) => void keys.set(key, settings),
    removeKey: (key) => keys.delete(key),
    close,
  };
}
