import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { EditorPage } from './pages/editor-page';
import { StatusBar } from './pages/status-bar';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke, seedApplication, statusOf } from './support/seed';
import { text } from './support/texts';
import { eventually } from './support/wait';

const NAME = 'Bakarí Sent ehf.';

describe('a sent application opens read-only (issue 11 §5)', () => {
  it('a submitted application: every control disabled and styled so, a notice saying why and what to do instead, in both languages', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    const id = await seedApplication(page, 'privatelimitedcompany', NAME);
    await invoke(page, 'applications:queue', { id });
    await eventually(() => statusOf(page, id)).toBe('submitted');

    await new DashboardPage(page).openApplication(NAME);
    const editor = new EditorPage(page, 'privatelimitedcompany');
    const business = await editor.goTo('business');
    const notice = page.getByTestId('read-only-notice');
    expect(await notice.innerText()).toContain(text('editor.sent.submitted'));
    expect(await notice.innerText()).toContain(text('editor.sent.instead'));

    const name = business.getByLabel(text('field.company.name'), { exact: true });
    expect(await name.inputValue()).toBe(NAME);
    expect(await name.isDisabled()).toBe(true);
    // Looks it: no white box inviting typing, a dashed border, the text still at full contrast.
    const look = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, border: style.borderTopStyle, cursor: style.cursor };
    });
    expect(look).toEqual({ background: 'rgb(244, 246, 248)', border: 'dashed', cursor: 'not-allowed' });
    expect(await business.locator('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)').count()).toBe(0);
    await screenshot(page, 'read-only-submitted-en');

    await new AppShell(page).switchLanguage('is');
    await eventually(() => notice.innerText()).toContain(text('editor.sent.submitted', 'is'));
    expect(await notice.innerText()).toContain(text('editor.sent.instead', 'is'));
    await screenshot(page, 'read-only-submitted-is');
  });
});
