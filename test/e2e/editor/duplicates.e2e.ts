import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { screenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { invoke, seedApplication, statusOf } from '../support/seed';
import { TestService } from '../support/service';
import { type Language, text } from '../support/texts';
import { eventually } from '../support/wait';

const BOARDED = 'Kaffi Fyrsta ehf.';
const AGAIN = 'Kaffi Annað ehf.';

/** The words of the notice on the company number naming the boarded merchant, as the app shows them. */
function duplicateText(language: Language, merchantId: number) {
  return text('notice.duplicate_of_submitted.merchant_number', language, {
    business: BOARDED,
    status: text('status.submitted', language),
    merchant: text('notice.duplicate.merchant', language, { merchantId: String(merchantId) }),
    more: '',
  });
}

describe('possible duplicate merchants', () => {
  it('a second application with the company number of a boarded merchant shows the warning on the field and in the review, links to it, and asks a reason to queue', async () => {
    const service = await TestService.start();
    const { page } = await openApp({ service });
    await new StatusBar(page).waitForSettingsSynced();
    // The same company (number and IBAN) under another trading name: the fixture's numbers.
    const boarded = await seedApplication(page, 'privatelimitedcompany', BOARDED);
    await invoke(page, 'applications:queue', { id: boarded });
    await eventually(() => statusOf(page, boarded)).toBe('submitted');
    const merchantId = (await invoke(page, 'applications:get', { id: boarded })).result!.merchantId;
    await seedApplication(page, 'privatelimitedcompany', AGAIN, { fixtureNumbers: true });

    await new DashboardPage(page).openApplication(AGAIN);
    const editor = new EditorPage(page, 'privatelimitedcompany');
    const business = await editor.goTo('business');
    const onField = business.locator('[data-notice="duplicate_of_submitted"]');
    await onField.waitFor();
    expect(await onField.innerText()).toContain(duplicateText('en', merchantId));
    await screenshot(page, 'duplicates-field-en');

    const review = await editor.goTo('review');
    // The number and the IBAN both match: two notices, the number's first.
    const listed = review.locator('li[data-notice="duplicate_of_submitted"]');
    await eventually(() => listed.count(), 'the review never listed both notices').toBe(2);
    expect(await listed.first().innerText()).toContain(duplicateText('en', merchantId));
    expect(await listed.first().getByText(text('notice.needsConfirmation'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'duplicates-review-en');

    // Queueing asks for a reason; cancelling leaves it ready and sends nothing.
    await page.getByRole('button', { name: text('review.queue'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('review.confirm.title') });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(duplicateText('en', merchantId));
    // One merchant found twice (number and IBAN) is one question: one reason for the application.
    const reasons = dialog.getByRole('textbox', { name: text('review.confirm.reason'), exact: true });
    expect(await reasons.count()).toBe(1);
    await reasons.fill('The acquirer asked for a second terminal contract');
    expect(await dialog.getByRole('button', { name: text('review.confirm.submit'), exact: true }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: text('review.confirm.cancel'), exact: true }).click();
    expect(await service.merchants()).toHaveLength(1);

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'privatelimitedcompany', 'is');
    const reviewIs = await islenska.goTo('review');
    const listedIs = reviewIs.locator('li[data-notice="duplicate_of_submitted"]').first();
    await eventually(() => listedIs.innerText()).toContain(duplicateText('is', merchantId));
    await screenshot(page, 'duplicates-review-is');
    const businessIs = await islenska.goTo('business');
    await businessIs.locator('[data-notice="duplicate_of_submitted"]').waitFor();
    await screenshot(page, 'duplicates-field-is');

    // The link opens the boarded merchant's application.
    await reviewIs.page().locator(`a[data-duplicate-of="${boarded}"]`).first().click();
    await eventually(() => page.evaluate(() => window.location.hash)).toBe(`#/applications/${boarded}`);
    await page.getByText(BOARDED).first().waitFor();
  });
});
