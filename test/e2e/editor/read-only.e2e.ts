import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { invoke, seedApplication, statusOf } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Bakarí Sent ehf.';

describe('a sent application opens read-only', () => {
  it('a submitted application: every control disabled and styled so, a notice saying why and what to do instead, in both languages', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    const id = await seedApplication(page, 'privatelimitedcompany', NAME);
    await invoke(page, 'applications:queue', { id });
    await eventually(() => statusOf(page, id)).toBe('submitted');

    await new DashboardPage(page).openApplication(NAME);
    // It opens on the record of what was sent, the acquirer's IDs first; never "Review and queue".
    const record = page.getByRole('region', { name: text('section.review.sent'), exact: true });
    await record.waitFor();
    const headings = await record.evaluate((section) => [...section.querySelectorAll('h3')].map((h) => h.textContent?.trim() ?? ''));
    expect(headings.slice(0, 2)).toEqual([text('review.result'), text('review.values.sent')]);
    expect(await page.getByText(text('section.review')).count()).toBe(0);
    expect(await record.getByRole('button', { name: text('receipt.openFor', 'en', { name: NAME }) }).isEnabled()).toBe(true);
    await screenshot(page, 'record-submitted-en');
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
    await page
      .getByRole('navigation', { name: text('editor.steps', 'is') })
      .getByRole('link', { name: text('section.review.sent', 'is') })
      .click();
    await page.getByRole('region', { name: text('section.review.sent', 'is'), exact: true }).waitFor();
    expect(await page.getByText(text('section.review', 'is')).count()).toBe(0);
    await screenshot(page, 'record-submitted-is');
  });

  it('the review lists every value that will be sent, step by step, each step with a link to change it, above the problems', async () => {
    const { page, editor, section: review } = await openEditorOn('privatelimitedcompany', { name: NAME, step: 'review' });
    const values = review.getByRole('region', { name: text('review.values'), exact: true });
    expect(
      await values.locator('[data-values-section]').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-values-section'))),
    ).toEqual(['business', 'persons', 'stores', 'bank', 'fees']);
    const all = await values.innerText();
    for (const sent of [NAME, '471008-0280', 'Kaffi Laugavegur', 'Guðrún', 'NBIIISRE', 'Domestic debit cards']) expect(all).toContain(sent);
    // Above the problems and the documents.
    const order = await review.evaluate((section) => [...section.querySelectorAll('h3')].map((h) => h.textContent?.trim() ?? ''));
    expect(order[0]).toBe(text('review.values'));
    await screenshot(page, 'review-values-en');

    const bankTitle = text('section.bank');
    await values.getByRole('link', { name: text('review.editStep', 'en', { step: bankTitle }), exact: true }).click();
    await editor.section('bank').waitFor();

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'privatelimitedcompany', 'is');
    const reviewIs = await islenska.goTo('review');
    await reviewIs.getByRole('region', { name: text('review.values', 'is'), exact: true }).waitFor();
    await screenshot(page, 'review-values-is');
  });
});
