import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { DashboardPage } from '../pages/dashboard-page';
import { DocumentsStep } from '../pages/editor/documents';
import { EditorPage } from '../pages/editor-page';
import { NewApplicationPage } from '../pages/new-application-page';
import { StatusBar } from '../pages/status-bar';
import { screenshot } from '../support/browser';
import { openApp, openOwnApp } from '../support/harness';
import { invoke } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Ægisbúð sf.';

describe('a new application is stored when the agent first types into it', () => {
  it('choosing a type and looking around keeps nothing; the dashboard shows no nameless draft', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    const create = new NewApplicationPage(page);
    await create.open();
    const editor = await create.choose('partnership');
    expect(new URL(page.url()).hash).toBe('#/new/partnership');
    await eventually(() => editor.saveState().innerText()).toBe(text('new.unsaved'));
    // Every step can be visited, the fees step with the acquirer's schedule among them, and nothing is stored.
    for (const step of ['persons', 'stores', 'bank', 'fees', 'documents', 'review'] as const) await editor.goTo(step);
    expect(new URL(page.url()).hash).toBe('#/new/partnership/review');
    await screenshot(page, 'start-unsaved-en');
    expect((await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(0);

    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await page.getByText(text('dashboard.empty'), { exact: true }).waitFor();
    expect(await page.getByText(text('common.unnamed')).count()).toBe(0);
    expect(await page.getByLabel(text('dashboard.search'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'start-dashboard-empty-en');

    await dashboard.shell.switchLanguage('is');
    await new NewApplicationPage(page, 'is').open();
    await new NewApplicationPage(page, 'is').choose('soletrader');
    await eventually(() => page.getByTestId('save-state').innerText()).toBe(text('new.unsaved', 'is'));
    await screenshot(page, 'start-unsaved-is');
    await new DashboardPage(page, 'is').open();
    await page.getByText(text('dashboard.empty', 'is'), { exact: true }).waitFor();
    await screenshot(page, 'start-dashboard-empty-is');
    expect((await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('the first keystroke stores it without interrupting the typing; it survives kill -9 and a reload', async () => {
    const dataDir = tempDir('fieldboard-e2e-start-');
    // Its own process: the test kills it.
    const { page, app } = await openOwnApp({ dataDir });
    await new StatusBar(page).waitForSettingsSynced();
    const create = new NewApplicationPage(page);
    await create.open();
    const editor = await create.choose('partnership');
    const business = editor.section('business');
    const name = business.getByLabel(text('field.company.name'), { exact: true });
    // Typed key by key with pauses longer than the autosave's: the first save creates it mid-word.
    await name.click();
    await name.pressSequentially(NAME.slice(0, 3), { delay: 20 });
    await page.waitForURL((url) => url.hash.startsWith('#/applications/'));
    await name.pressSequentially(NAME.slice(3), { delay: 120 });
    await editor.waitSaved();
    expect(await name.inputValue()).toBe(NAME);
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    expect(new URL(page.url()).hash).toBe(`#/applications/${id}/business`);
    const stored = await invoke(page, 'applications:get', { id });
    expect(stored.businessName).toBe(NAME);
    // Stored with the acquirer's fee rows, as one created any other way.
    expect(stored.draft.processingFees.length).toBeGreaterThan(0);
    expect((await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(1);
    await page.getByRole('group', { name: text('edits.actions') }).waitFor();

    // Back goes to the type chooser, not to an address of an application that does not exist.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: text('new.title') }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name: NAME }) }).waitFor();

    // The host dies without any shutdown; the application is there when it starts again.
    await page.close();
    await app.kill();
    const again = await openApp({ dataDir });
    await again.page.goto(`${again.app.url.split('#')[0]}#/applications/${id}/business`);
    await again.page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name: NAME }) }).waitFor();
    const reopened = new EditorPage(again.page, 'partnership');
    expect(await reopened.section('business').getByLabel(text('field.company.name'), { exact: true }).inputValue()).toBe(NAME);
    const dashboard = new DashboardPage(again.page);
    await dashboard.open();
    await eventually(() => dashboard.row(NAME).count()).toBe(1);
  });

  it('a document added before anything is typed stores the application with it', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    const create = new NewApplicationPage(page);
    await create.open();
    const editor = await create.choose('soletrader');
    const documents = new DocumentsStep(await editor.goTo('documents'));
    await documents.upload('documents.identification', 'id-card.png');
    await page.waitForURL((url) => url.hash.startsWith('#/applications/'));
    const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    expect(new URL(page.url()).hash).toBe(`#/applications/${id}/documents`);
    await editor.waitSaved();
    const stored = await invoke(page, 'applications:get', { id });
    expect(stored.attachments.map((a) => a.role)).toEqual(['identification']);
    expect((stored.draft.application.applicant as Record<string, unknown>).identificationAttachment).toEqual({
      attachmentId: stored.attachments[0]!.id,
    });
    expect((await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(1);
  });
});
