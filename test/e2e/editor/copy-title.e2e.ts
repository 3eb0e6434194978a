import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage } from '../pages/editor-page';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { invoke } from '../support/seed';
import { text } from '../support/texts';

const NAME = 'Kaffi Mælifell ehf.';
const RENAMED = 'Kaffi Hella ehf.';

describe('a copy is titled as one until the agent renames it', () => {
  it('shows "Copy of …" in the heading and on the dashboard in both languages, and the plain name after a rename', async () => {
    const { page, id } = await openEditorOn('privatelimitedcompany', { name: NAME });
    const dashboard = new DashboardPage(page);

    await page
      .getByRole('group', { name: text('edits.actions') })
      .getByRole('button', { name: text('edits.copy') })
      .click();
    await page.waitForURL((url) => url.hash.startsWith('#/applications/') && !url.hash.includes(id));
    const copyId = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    const copyTitle = text('common.copyOf', 'en', { name: NAME });
    await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name: copyTitle }), exact: true }).waitFor();
    // What is sent keeps the legal name as the draft has it.
    const copy = await invoke(page, 'applications:get', { id: copyId });
    expect((copy.draft.application.company as { name: string }).name).toBe(NAME);

    await dashboard.open();
    await dashboard.row(copyTitle).waitFor();
    expect(await dashboard.row(NAME).count()).toBe(1);
    await screenshot(page, 'copy-title-dashboard-en');
    await dashboard.shell.switchLanguage('is');
    const dashboardIs = new DashboardPage(page, 'is');
    await dashboardIs.row(text('common.copyOf', 'is', { name: NAME })).waitFor();
    await screenshot(page, 'copy-title-dashboard-is');
    // Deleting the copy names the copy, never its original (which may be sent).
    await dashboardIs.openApplication(text('common.copyOf', 'is', { name: NAME }));
    await page
      .getByRole('group', { name: text('edits.actions', 'is') })
      .getByRole('button', { name: text('edits.delete', 'is') })
      .click();
    const copyTitleIs = text('common.copyOf', 'is', { name: NAME });
    const dialog = page.getByRole('dialog', { name: text('edits.delete.title', 'is', { name: copyTitleIs }) });
    await dialog.waitFor();
    await screenshot(page, 'copy-delete-dialog-is');
    await dialog.getByRole('button', { name: text('edits.delete.keep', 'is'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await dashboard.shell.switchLanguage('en');

    await dashboard.open();
    await dashboard.openApplication(copyTitle);
    const editor = new EditorPage(page, 'privatelimitedcompany');
    const name = (await editor.goTo('business')).getByLabel(text('field.company.name'), { exact: true });
    await name.fill(RENAMED);
    await editor.waitSaved();
    await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name: RENAMED }), exact: true }).waitFor();
    await dashboard.open();
    await dashboard.row(RENAMED).waitFor();
    expect(await dashboard.row(copyTitle).count()).toBe(0);
    expect(await dashboard.row(NAME).count()).toBe(1);
  });
});
