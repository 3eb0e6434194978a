import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { openOwnApp } from '../support/harness';
import { invoke, seedApplication } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Kaffi Anna';

describe('when the background process stops answering', () => {
  it('the banner and the status bar say so in both languages, the change stays in the page and is saved when it answers again', async () => {
    // Its own process: the test freezes it.
    const { app, page } = await openOwnApp();
    const bar = new StatusBar(page);
    await bar.waitForSettingsSynced();
    await bar.waitForConnection('online');
    const id = await seedApplication(page, 'soletrader', NAME);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await dashboard.openApplication(NAME);
    const editor = new EditorPage(page, 'soletrader');
    const email = editor.section('business').getByLabel(text('field.email'), { exact: true });
    await email.waitFor();
    await editor.waitSaved();

    // Frozen as a hung process would be: it holds the connections and answers nothing.
    app.pause();
    await email.fill('anna@kaffi.is');
    await email.press('Tab');
    const banner = page.getByTestId('background-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(text('background.title'));
    await eventually(() => bar.connection.innerText()).toBe(text('statusbar.noAnswer'));
    await eventually(() => editor.saveState().innerText()).toBe(text('save.held'));
    expect(await email.inputValue()).toBe('anna@kaffi.is');
    await screenshot(page, 'background-silent-en');
    expect(await seriousViolations(page)).toEqual([]);

    // The page switches language without main; what it says follows.
    const shell = new AppShell(page);
    await shell.switchLanguage('is');
    await eventually(() => banner.innerText()).toContain(text('background.title', 'is'));
    await eventually(() => page.getByTestId('status-connection').innerText()).toBe(text('statusbar.noAnswer', 'is'));
    await eventually(() => editor.saveState().innerText()).toBe(text('save.held', 'is'));
    await screenshot(page, 'background-silent-is');
    expect(await seriousViolations(page)).toEqual([]);

    app.resume();
    await banner.waitFor({ state: 'detached' });
    await eventually(() => editor.saveState().innerText()).toBe(text('save.saved', 'is'));
    expect(await page.getByTestId('status-connection').innerText()).not.toBe(text('statusbar.noAnswer', 'is'));
    const emailIs = new EditorPage(page, 'soletrader', 'is').section('business').getByLabel(text('field.email', 'is'), { exact: true });
    expect(await emailIs.inputValue()).toBe('anna@kaffi.is');
    const saved = await invoke(page, 'applications:get', { id });
    expect((saved.draft.application as { applicant: { email?: string } }).applicant.email).toBe('anna@kaffi.is');
  });
});
