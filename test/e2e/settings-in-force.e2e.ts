import { describe, expect, it } from 'vitest';
import { apiKeyFingerprint } from '$main/database';
import { SettingsPage } from './pages/settings-page';
import { StatusBar } from './pages/status-bar';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { TRAINING_KEY, TestService } from './support/service';
import { text } from './support/texts';
import { eventually } from './support/wait';

describe('Settings shows the values in force', () => {
  it('marks the address and key given at start-up, never shows the key, in both languages', async () => {
    const service = await TestService.start();
    // Started as `--base-url <service> --training off` with FIELDBOARD_API_KEY set.
    const { page } = await openApp({ service });
    // Online once the service answered with this key.
    await new StatusBar(page).waitForConnection('online');
    const settings = new SettingsPage(page);
    await settings.open();
    const inForce = page.getByTestId('service-in-force');
    await eventually(() => inForce.innerText()).toContain(service.baseUrl);
    const shown = await inForce.innerText();
    expect(shown).toContain(text('settings.inForce.from.startup', 'en', { how: '--base-url' }));
    expect(shown).toContain(text('settings.inForce.fingerprint', 'en', { fingerprint: apiKeyFingerprint(TRAINING_KEY) }));
    expect(shown).toContain(text('settings.inForce.from.startup', 'en', { how: 'FIELDBOARD_API_KEY' }));
    // The key from the environment is bound to the address it came with, and Settings say so.
    expect(shown).toContain(text('settings.inForce.startupKey.boundTo', 'en', { address: service.baseUrl }));
    expect(await page.getByTestId('cannot-submit').count()).toBe(0);
    // The stored address stays empty: the start-up one is not written into the settings.
    expect(await page.getByLabel(text('settings.baseUrl'), { exact: true }).inputValue()).toBe('');
    await screenshot(page, 'settings-in-force-en');
    expect(await seriousViolations(page)).toEqual([]);

    await settings.shell.switchLanguage('is');
    await eventually(() => inForce.innerText()).toContain(text('settings.inForce.from.startup', 'is', { how: '--base-url' }));
    expect(await inForce.innerText()).toContain(text('settings.inForce.startupKey.boundTo', 'is', { address: service.baseUrl }));
    await screenshot(page, 'settings-in-force-is');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses turning training mode off with no address or key, saying what is missing', async () => {
    const { page } = await openApp();
    const settings = new SettingsPage(page);
    await settings.open();
    const inForce = page.getByTestId('service-in-force');
    await eventually(() => inForce.innerText()).toContain(text('settings.inForce.from.training'));
    await page.getByLabel(text('settings.trainingMode'), { exact: true }).uncheck();
    await page.getByRole('button', { name: text('settings.saveService') }).click();
    const refusal = text('error.cannot_submit', 'en', { missing: text('error.cannot_submit.missing.address_and_key') });
    await page.getByText(refusal, { exact: true }).waitFor();
    expect((await page.evaluate(() => window.api.invoke('settings:get', {}))).ok).toBe(true);
    const stored = await page.evaluate(() => window.api.invoke('settings:get', {}));
    expect(stored.ok && stored.value.trainingMode).toBe(true);
    await screenshot(page, 'settings-refused-en');
    expect(await seriousViolations(page)).toEqual([]);

    await settings.shell.switchLanguage('is');
    await page
      .getByText(text('error.cannot_submit', 'is', { missing: text('error.cannot_submit.missing.address_and_key', 'is') }), { exact: true })
      .waitFor();
    await screenshot(page, 'settings-refused-is');
  });
});
