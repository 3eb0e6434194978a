import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The one window's options. Everything a compromised renderer could use to reach Node or the
 * file system is off: context isolation, the sandbox and web security on; Node integration (in
 * the page, workers and subframes) off; no webview tag; the preload is the only bridge. DevTools
 * only when the shell's development switch allows it (never in a packaged app: dev-switches.ts).
 */
export function windowOptions(preloadPath: string, devTools = false): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 640,
    show: false,
    backgroundColor: '#f7f7f5',
    title: 'Fieldboard',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Middle-click must not open links in new windows (new windows are denied anyway).
      disableBlinkFeatures: 'Auxclick',
      devTools,
    },
  };
}
