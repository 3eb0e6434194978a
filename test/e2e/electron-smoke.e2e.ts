import { describe, expect, it } from 'vitest';
import { _electron as electron } from 'playwright-core';
import { tempDir } from '../helpers/temp-dir';
import { NO_ELECTRON_REASON, electronBinary } from './support/electron-binary';

const binary = electronBinary();

// Runs where Electron's binary exists (a developer's machine with internet, a packaging job);
// elsewhere it is reported as skipped with the reason in its name.
describe.skipIf(binary === undefined)(`the desktop app${binary ? '' : ` (skipped: ${NO_ELECTRON_REASON})`}`, () => {
  it('starts hardened, exposes only window.api, and answers over IPC in training mode', async () => {
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.'],
      env: { ...process.env, FIELDBOARD_DATA: tempDir() },
    });
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe('app://fieldboard/index.html');
      expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => Object.keys(window.api).sort())).toEqual(['invoke', 'on']);
      const status = await page.evaluate(() => window.api.invoke('status:get', {}));
      expect(status.ok && status.value.training).toBe(true);
      // A sandboxed, isolated page has no Node: process and require are absent in the page's world.
      expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
      const opened = await page.evaluate(() => window.open('https://example.com/') === null);
      expect(opened).toBe(true);
    } finally {
      await app.close();
    }
  });
});
