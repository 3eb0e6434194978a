import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { EditorPage } from './pages/editor-page';
import { OutboxPage } from './pages/outbox-page';
import { SettingsPage } from './pages/settings-page';
import { StatusBar } from './pages/status-bar';
import { openApp } from './support/harness';
import { invoke, seedApplication } from './support/seed';
import { eventually } from './support/wait';

const NAME = 'Bakarí Selfoss ehf.';

describe('the language switch', () => {
  it('speaks Icelandic on every screen after "Íslenska", and still does after a reload', async () => {
    const { page, app } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    await seedApplication(page, 'privatelimitedcompany', NAME);
    const shell = new AppShell(page);
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await shell.switchLanguage('is');

    // Written out rather than read from the catalogue: this is the translation a person reads.
    const dashboard = new DashboardPage(page, 'is');
    await page.getByRole('heading', { level: 1, name: 'Umsóknir' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Aðalvalmynd' }).getByRole('link').allInnerTexts()).toEqual([
      'Yfirlit',
      'Ný umsókn',
      'Úthólf',
      'Stillingar',
    ]);
    await eventually(() => dashboard.statusOf(NAME)).toBe('Tilbúin');
    expect(await dashboard.row(NAME).getByRole('cell').first().innerText()).toBe('Einkahlutafélag (ehf.)');
    expect(await page.getByRole('region', { name: 'Tenging og biðröð' }).innerText()).toContain('Nettengd');

    await dashboard.openApplication(NAME);
    await page.getByRole('heading', { level: 1, name: `Umsókn: ${NAME}` }).waitFor();
    const editor = new EditorPage(page, 'privatelimitedcompany', 'is');
    const company = await editor.goTo('business');
    expect(await company.getByLabel('Heiti fyrirtækis', { exact: true }).inputValue()).toBe(NAME);
    const review = await editor.goTo('review');
    expect(await review.getByRole('button', { name: 'Setja í biðröð til sendingar' }).isEnabled()).toBe(true);

    await new OutboxPage(page, 'is').open();
    await page.getByRole('button', { name: 'Senda núna', exact: true }).waitFor();
    await page.getByText('Ekkert hér.', { exact: true }).waitFor();

    const settings = new SettingsPage(page, 'is');
    await settings.open();
    expect(await settings.languageSelect().inputValue()).toBe('is');
    expect(await settings.lastSync().innerText()).toMatch(/^Síðast sóttar .+ fyrir lykilinn [0-9a-f]{16}\.$/);
    expect(await settings.dataDir().innerText()).toBe(app.dataDir);
    await eventually(async () => (await invoke(page, 'settings:get', {})).language).toBe('is');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Stillingar' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('is');
    expect(await settings.languageSelect().inputValue()).toBe('is');
    await new DashboardPage(page, 'is').open();
    await eventually(() => new DashboardPage(page, 'is').statusOf(NAME)).toBe('Tilbúin');
  });
});
