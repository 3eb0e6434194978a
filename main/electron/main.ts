import path from 'node:path';
import { BrowserWindow, Menu, app, dialog, ipcMain, net, powerMonitor, protocol, safeStorage, session, utilityProcess } from 'electron';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { useChildLauncher } from '$main/limited-child/child-launcher';
import { createLogger, logFileOf } from '$main/log/logger';
import { logUnhandledRejections } from '$main/log/unhandled-rejections';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { APP_ENTRY_URL } from './app-origin';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { watchConnectivity } from './connectivity';
import { readDevSwitches } from './dev-switches';
import { createFilePicker } from './file-picker';
import { guardSession, guardWebContents } from './guards';
import { connectIpc } from './ipc-bridge';
import { menuTemplate } from './menu';
import { createElectronReceiptPrinter } from './receipt-printer';
import { createSafeStorageSecretStore } from './safe-storage-secret-store';
import { createUtilityProcessLauncher } from './utility-process-launcher';
import { windowOptions } from './window-options';

// Before `ready`: the app:// scheme must be known as standard and secure.
registerAppScheme(protocol);

let window: BrowserWindow | undefined;
let runtime: Runtime | undefined;

if (!app.requestSingleInstanceLock()) {
  // One app per data folder: a second copy would recover the first one's sends as unknown.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
  // Whatever stops the start (a folder refused, no keychain) is shown in a dialog, not left an unhandled rejection.
  app.whenReady().then(start).catch(fail);
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (runtime === undefined) return;
    event.preventDefault();
    const closing = runtime;
    runtime = undefined;
    void closing.close().finally(() => app.quit());
  });
}

async function start(): Promise<void> {
  // Development switches (another data folder, an addon, DevTools) count only when not packaged.
  const switches = readDevSwitches(process.env, app.isPackaged);
  const dataDir = switches.dataDir ?? app.getPath('userData');
  // Electron makes userData itself; it is held to the same rule as any data folder before its log is opened.
  ensureOwnFolder(dataDir);
  const logger = createLogger({ file: logFileOf(dataDir) });
  logUnhandledRejections(logger);
  const secretStore = createSafeStorageSecretStore(safeStorage);
  // Untrusted documents are parsed in a utility process with OS limits, not in a Node child (the RunAsNode fuse is off).
  useChildLauncher(createUtilityProcessLauncher(utilityProcess));
  runtime = await startRuntime({
    dataDir,
    secretStore,
    logger,
    // `npm start` runs the app from the source tree with an addon built for Electron's ABI.
    nativeBinding: switches.sqliteBinding || undefined,
    printer: createElectronReceiptPrinter(),
    pickFile: createFilePicker(dialog, () => window),
    // Main's own dialog: the page cannot answer it, so it cannot silently move the service (decision B5).
    confirmServiceChange: async ({ from, to }) => {
      const options = {
        type: 'warning' as const,
        buttons: ['Change and forget the key', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        message: 'Change the service address?',
        detail: `From ${from ?? '(none)'} to ${to ?? '(none)'}. The stored API key was entered for the old address and will be forgotten; enter the key for the new service again.`,
      };
      const answer = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
      return answer.response === 0;
    },
  });

  serveRenderer(protocol, path.join(app.getAppPath(), 'dist', 'renderer'), (error) => logger.error('app:// request failed', { error }));
  guardSession(session.defaultSession);
  const devTools = switches.devTools;
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ appName: app.getName(), isMac: process.platform === 'darwin', devTools })));

  window = new BrowserWindow(windowOptions(path.join(__dirname, 'preload.cjs'), devTools));
  connectIpc(ipcMain, window, runtime.dispatch, runtime.events);
  watchConnectivity(net, powerMonitor, () => runtime?.scheduler.nudge());
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => (window = undefined));
  await window.loadURL(APP_ENTRY_URL);
  logger.info('app started', { version: app.getVersion(), training: runtime.core.isTraining() });
}

function fail(error: unknown): void {
  dialog.showErrorBox('Fieldboard cannot start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}
