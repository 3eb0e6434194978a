import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { createLogger, logFileOf } from '$main/log/logger';
import { logUnhandledRejections } from '$main/log/unhandled-rejections';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { type BrowserHost, startBrowserHost } from './server';

export interface BrowserAppOptions {
  dataDir: string;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  port: number;
  /** Force training mode on or off; undefined keeps the agent's choice. */
  training?: boolean;
  /** A service named at start, with the key from the environment bound to it. */
  baseUrl?: string;
  apiKey?: string;
  pollMs?: number;
  /** Fixed token for tests; a random one per run otherwise. */
  token?: string;
  /** Log lines to stderr as well as to the data folder's log. */
  logToStderr?: boolean;
}

export interface BrowserApp {
  runtime: Runtime;
  host: BrowserHost;
  /** Stops serving, then closes the runtime (scheduler, core, embedded service). */
  close(): Promise<void>;
}

/**
 * The whole app without Electron on one data folder: the runtime, and the renderer and the IPC
 * contract served over HTTP on 127.0.0.1 with a token of its own.
 */
export async function openBrowserApp(options: BrowserAppOptions): Promise<BrowserApp> {
  const { dataDir } = options;
  // Before its log or anything else in it is opened: a folder someone else may write is refused.
  ensureOwnFolder(dataDir);
  const logger = createLogger({ file: logFileOf(dataDir), stderr: options.logToStderr === true });
  logUnhandledRejections(logger);
  const runtime = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    newSecretStore: () => createKeyFileSecretStore(dataDir),
    logger,
    training: options.training,
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    pollMs: options.pollMs,
  });
  const host = await startBrowserHost({
    dispatch: runtime.dispatch,
    events: runtime.events,
    rendererDir: options.rendererDir,
    port: options.port,
    onError: (error, where) => logger.error('browser host request failed', { where, error }),
    token: options.token,
  });
  return {
    runtime,
    host,
    async close() {
      await host.close();
      await runtime.close();
    },
  };
}
