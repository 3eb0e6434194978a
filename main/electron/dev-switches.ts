/** Switches for development, support and the smoke test, read from the environment. */
export interface DevSwitches {
  /** FIELDBOARD_DATA: another data folder. */
  dataDir?: string;
  /** FIELDBOARD_SQLITE_BINDING: a better-sqlite3 addon built for Electron (`npm start` from the source tree). */
  sqliteBinding?: string;
  /** FIELDBOARD_DEVTOOLS=1: the DevTools menu entry. */
  devTools: boolean;
}

/**
 * None of them in a packaged app: there they would let anyone who can set an environment variable
 * load any native module into main, open DevTools on decrypted data, or move the data folder.
 * `isPackaged` is Electron's `app.isPackaged`.
 */
export function readDevSwitches(env: NodeJS.ProcessEnv, isPackaged: boolean): DevSwitches {
  if (isPackaged) return { devTools: false };
  return {
    // An empty variable counts as not set.
    dataDir: env.FIELDBOARD_DATA || undefined,
    sqliteBinding: env.FIELDBOARD_SQLITE_BINDING || undefined,
    devTools: env.FIELDBOARD_DEVTOOLS === '1',
  };
}
