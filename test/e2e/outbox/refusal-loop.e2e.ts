import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage, type Step } from '../pages/editor-page';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { invoke } from '../support/seed';
import { TestService } from '../support/service';
import { type Language, text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Kaffi Hafnað';
const REASON = { path: 'stores[0].merchantCategoryCode', message: 'MCC 5812 is not boarded by this acquirer' };
const STEPS: Step[] = ['business', 'stores', 'bank', 'fees', 'documents', 'review'];

/** The reason as the field shows it: standing, or marked changed since the refusal. */
function reasonOnField(language: Language, changed: boolean): string {
  return text(changed ? 'problem.service_rejected.changed' : 'problem.service_rejected', language, { message: REASON.message });
}

function mcc(section: Locator, language: Language = 'en'): Locator {
  return section.getByRole('combobox', { name: text('field.merchantCategoryCode', language), exact: true });
}

async function view(page: Page, id: string) {
  return invoke(page, 'applications:get', { id });
}

describe('a refusal stays until it is fixed (in the app)', () => {
  it('survives every step opened and reloads and other edits; the named field marks its reason changed; queued again it is submitted', async () => {
    const service = await TestService.start();
    const { page, id, editor } = await openEditorOn('soletrader', { name: NAME, service });
    const dashboard = new DashboardPage(page);

    // A perfectly valid application, refused by the service with one reason on the store's category.
    service.setFaults([{ kind: 'refuse', reasons: [REASON], times: 1 }]);
    await editor.queue();
    await eventually(async () => (await view(page, id)).status).toBe('rejected');
    expect(await service.merchants()).toEqual([]);
    await page.getByText(text('editor.serviceRejected'), { exact: true }).waitFor();
    const refused = await view(page, id);
    expect(refused.refusals[0]!.reasons).toMatchObject([{ servicePath: REASON.path, message: REASON.message, changed: false }]);

    // Every step opened, and the page reloaded on each: nothing changes, the reason stays.
    for (const step of STEPS) {
      await editor.goTo(step);
      await page.reload();
      await editor.section(step).waitFor();
      const now = await view(page, id);
      expect({ step, status: now.status, revision: now.revision }).toEqual({ step, status: 'rejected', revision: refused.revision });
    }
    let stores = await editor.goTo('stores');
    await stores.getByText(reasonOnField('en', false), { exact: true }).waitFor();

    // Another field: still rejected, the reason still there and not marked.
    await stores.getByLabel(text('field.stores.name'), { exact: true }).fill('Kaffi Mokka');
    await stores.getByLabel(text('field.stores.name'), { exact: true }).blur();
    await editor.waitSaved();
    await eventually(async () => (await view(page, id)).draft.application.stores).toMatchObject([{ name: 'Kaffi Mokka' }]);
    let now = await view(page, id);
    expect(now.status).toBe('rejected');
    expect(now.refusals[0]!.reasons[0]!.changed).toBe(false);
    await stores.getByText(reasonOnField('en', false), { exact: true }).waitFor();
    await screenshot(page, 'refusal-standing-en');

    // The named field: the reason is marked changed since the refusal, on the field and in the history.
    const category = mcc(stores);
    await category.fill('');
    await category.pressSequentially('5814');
    // Chosen with the keyboard, as the category list lets an agent: the first match, then Enter.
    await page
      .getByRole('listbox', { name: 'Matching categories' })
      .getByRole('option', { name: /^5814\b/ })
      .waitFor();
    await category.press('ArrowDown');
    await category.press('Enter');
    // Choosing closes the list and shows the whole description under the code.
    await page.getByRole('listbox', { name: 'Matching categories' }).waitFor({ state: 'hidden' });
    expect(await category.inputValue()).toBe('5814');
    await stores.getByText('Fast Food Restaurants', { exact: true }).waitFor();
    await editor.waitSaved();
    await eventually(async () => (await view(page, id)).refusals[0]!.reasons[0]!.changed).toBe(true);
    now = await view(page, id);
    expect(now.status).toBe('rejected');
    await stores.getByText(reasonOnField('en', true), { exact: true }).waitFor();
    await screenshot(page, 'refusal-changed-en');
    const review = await editor.goTo('review');
    const history = review.getByRole('region', { name: text('refusals.title') });
    await history.getByText(`(${text('refusals.changed')})`).waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'refusal-history-en');

    // The same in Icelandic, after a reload.
    await dashboard.shell.switchLanguage('is');
    await page.reload();
    const editorIs = new EditorPage(page, 'soletrader', 'is');
    stores = await editorIs.goTo('stores');
    await stores.getByText(reasonOnField('is', true), { exact: true }).waitFor();
    await screenshot(page, 'refusal-changed-is');
    const reviewIs = await editorIs.goTo('review');
    await reviewIs
      .getByRole('region', { name: text('refusals.title', 'is') })
      .getByText(`(${text('refusals.changed', 'is')})`)
      .waitFor();
    await screenshot(page, 'refusal-history-is');
    await dashboard.shell.switchLanguage('en');

    // Queued again: sent, submitted, and the refusal stays in the history, answered.
    await editor.queue();
    await eventually(async () => (await view(page, id)).status).toBe('submitted');
    await editor.result().waitFor();
    const submitted = await view(page, id);
    expect(submitted.refusals).toHaveLength(1);
    expect(submitted.refusals[0]!.requeuedAt).not.toBeNull();
    const merchants = await service.merchants();
    expect(merchants).toHaveLength(1);
    expect(merchants[0]!.stores.map((store) => store.storeName)).toEqual(['Kaffi Mokka']);
  });
});
