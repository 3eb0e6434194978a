import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { StatusBar } from '../pages/status-bar';
import { screenshot } from '../support/browser';
import { openEditorOn } from '../support/editor-fixture';
import { openApp } from '../support/harness';
import { invoke, seedApplication, statusOf } from '../support/seed';
import { type Language, text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Þórsbúð ehf.';

async function openFromDashboard(page: Page, name: string, language: Language = 'en'): Promise<void> {
  const dashboard = new DashboardPage(page, language);
  await dashboard.open();
  await dashboard.openApplication(name);
  await page.getByRole('heading', { level: 1, name: text('editor.title', language, { name }) }).waitFor();
}

function actions(page: Page, language: Language = 'en') {
  return page.getByRole('group', { name: text('edits.actions', language) });
}

function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

async function total(page: Page): Promise<number> {
  return (await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total;
}

/**
 * What the editor offers for each status, and the dialogs' wording, are the components' own
 * (test/component/editor/dialogs.test.ts); main's refusals are test/integration/core/application-edits-channels.test.ts.
 */
describe('delete, copy as new and change of type, in the editor', () => {
  it('changes the type after showing exactly what goes, copies into a new application and deletes behind a named confirmation', async () => {
    const { page, id } = await openEditorOn('privatelimitedcompany', { name: NAME });

    // Copy as new: a second application opens, with the values and without the documents.
    await actions(page)
      .getByRole('button', { name: text('edits.copy') })
      .click();
    await page.waitForURL((url) => url.hash.startsWith('#/applications/') && !url.hash.includes(id));
    const copyId = decodeURIComponent(new URL(page.url()).hash.split('/')[2]!);
    const copy = await invoke(page, 'applications:get', { id: copyId });
    const original = await invoke(page, 'applications:get', { id });
    expect(copy.businessName).toBe(NAME);
    expect(copy.attachments).toEqual([]);
    expect(original.attachments.length).toBeGreaterThan(0);
    expect(copy.draft.application.persons).toEqual(original.draft.application.persons);
    expect(await total(page)).toBe(2);

    // Delete the copy: the confirmation names it as the copy it is, never as its original; afterwards the dashboard says so.
    const copyTitle = text('common.copyOf', 'en', { name: NAME });
    await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name: copyTitle }) }).waitFor();
    await actions(page)
      .getByRole('button', { name: text('edits.delete') })
      .click();
    const deleteDialog = dialog(page, text('edits.delete.title', 'en', { name: copyTitle }));
    await deleteDialog.waitFor();
    expect(await deleteDialog.innerText()).toContain(
      text('edits.delete.whatNoDocuments', 'en', { subject: text('edits.delete.subject', 'en', { name: copyTitle }) }),
    );
    expect(await deleteDialog.getByTestId('delete-kind').innerText()).toBe(
      text('edits.delete.kind', 'en', { type: text('entity.privatelimitedcompany'), status: text('status.draft') }),
    );
    await screenshot(page, 'edits-delete-en');
    await deleteDialog.getByRole('button', { name: text('edits.delete.confirm') }).click();
    await page.getByRole('heading', { level: 1, name: text('dashboard.title') }).waitFor();
    await page.getByText(text('edits.deletedCopy', 'en', { name: NAME })).waitFor();
    expect(await total(page)).toBe(1);
    await expect(invoke(page, 'applications:get', { id: copyId })).rejects.toThrow(/not_found/);
    expect(await statusOf(page, id)).toBe('ready');

    // Change of type: the dialog lists each value the new type has no place for, by field and value.
    await openFromDashboard(page, NAME);
    await actions(page)
      .getByRole('button', { name: text('edits.changeType') })
      .click();
    const typeDialog = dialog(page, text('edits.type.title'));
    await typeDialog.getByRole('radio', { name: text('entity.soletrader') }).check();
    const preview = typeDialog.getByTestId('type-change-preview');
    await preview.waitFor();
    const dropped = await invoke(page, 'applications:previewTypeChange', { id, entityType: 'soletrader' });
    await eventually(() => preview.locator('tr[data-path]').count()).toBe(dropped.dropped.length);
    // The company's name and first person carry over; the second person, the company's number and phone have no place.
    expect(dropped.dropped).toContain('company.number');
    expect(dropped.dropped).not.toContain('company.name');
    expect(dropped.dropped).not.toContain('persons[0].firstName');
    expect(await preview.locator('tr[data-path="persons[1].dateOfBirth"]').getByRole('cell').innerText()).toBe('01/01/1930');
    expect(await preview.locator('tr[data-path="persons[1].address.countryCode"]').getByRole('cell').innerText()).toBe('Iceland');
    expect(await preview.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}|\+354\/|\bIS\b/);
    expect(await preview.innerText()).toContain(
      text('edits.type.drops', 'en', { type: text('entity.soletrader'), count: dropped.dropped.length }),
    );
    await screenshot(page, 'edits-change-type-en');
    await typeDialog.getByRole('button', { name: text('edits.type.confirm', 'en', { type: text('entity.soletrader') }) }).click();
    await typeDialog.waitFor({ state: 'detached' });
    const changed = await invoke(page, 'applications:get', { id });
    expect(changed.entityType).toBe('soletrader');
    expect(changed.draft.application.company).toBeUndefined();
    expect(changed.draft.application.stores).toEqual(original.draft.application.stores);
    expect(changed.businessName).toBe(NAME);
    expect((changed.draft.application.applicant as { firstName?: string }).firstName).toBe(
      (original.draft.application.persons as { firstName?: string }[])[0]!.firstName,
    );
    // The editor follows: the sole trader's first step, asking for the applicant.
    await page
      .getByRole('navigation', { name: text('editor.steps') })
      .getByText(text('section.business.applicant'))
      .waitFor();

    // The same dialogs in Icelandic, on another application; "Keep it" keeps it, Cancel changes nothing.
    const other = await seedApplication(page, 'partnership', 'Ægir sf.');
    await new DashboardPage(page).shell.switchLanguage('is');
    await openFromDashboard(page, 'Ægir sf.', 'is');
    await actions(page, 'is')
      .getByRole('button', { name: text('edits.delete', 'is') })
      .click();
    const deleteIs = dialog(page, text('edits.delete.title', 'is', { name: 'Ægir sf.' }));
    await deleteIs.waitFor();
    await screenshot(page, 'edits-delete-is');
    await deleteIs.getByRole('button', { name: text('edits.delete.keep', 'is') }).click();
    await deleteIs.waitFor({ state: 'detached' });
    expect(await total(page)).toBe(2);

    await actions(page, 'is')
      .getByRole('button', { name: text('edits.changeType', 'is') })
      .click();
    const typeIs = dialog(page, text('edits.type.title', 'is'));
    await typeIs.getByRole('radio', { name: text('entity.soletrader', 'is') }).check();
    await typeIs.getByTestId('type-change-preview').waitFor();
    await screenshot(page, 'edits-change-type-is');
    await typeIs.getByRole('button', { name: text('common.cancel', 'is') }).click();
    await typeIs.waitFor({ state: 'detached' });
    expect((await invoke(page, 'applications:get', { id: other })).entityType).toBe('partnership');
  });

  it('keeps the save state beside a long name, in both languages', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    const long = 'Kaffihús og bókabúð Guðrúnar Jónsdóttur við Skólavörðustíg í Reykjavík ehf.';
    await seedApplication(page, 'privatelimitedcompany', long);
    for (const language of ['en', 'is'] as const) {
      if (language === 'is') await new DashboardPage(page).shell.switchLanguage('is');
      await openFromDashboard(page, long, language);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const save = await page.getByTestId('save-state').boundingBox();
      // Side by side: the save state starts right of the heading and above its last line.
      expect(save!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width);
      expect(save!.y).toBeLessThan(heading!.y + heading!.height);
      await screenshot(page, `edits-long-name-header-${language}`);
    }
  });
});
