import { describe, expect, it } from 'vitest';
import { windowOptions } from '$main/electron/window-options';

describe('the window options', () => {
  const options = windowOptions('/app/dist/electron/preload.cjs');
  const prefs = options.webPreferences!;

  it('isolate the page from Node and from the preload', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keep web security on and the dangerous features off', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
    expect(prefs.disableBlinkFeatures).toBe('Auxclick');
  });

  it('load only the given preload, and no developer tools unless asked', () => {
    expect(prefs.preload).toBe('/app/dist/electron/preload.cjs');
    expect(prefs.devTools).toBe(false);
    expect(windowOptions('/p', true).webPreferences?.devTools).toBe(true);
    expect(options.show).toBe(false);
  });
});
