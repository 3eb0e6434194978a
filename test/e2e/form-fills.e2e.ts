import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { EditorPage } from './pages/editor-page';
import { field } from './pages/editor/parts';
import { StatusBar } from './pages/status-bar';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke, seedApplication } from './support/seed';
import { text } from './support/texts';
import { eventually } from './support/wait';

const NAME = 'Ægir sf.';
/** A valid Icelandic IBAN whose account is 0133-26-012345. */
const OTHER_IBAN = 'IS74 0133 2601 2345 0101 3030 19';

describe('what the form fills and says so the agent types each thing once', () => {
  it('fills the volume from card sales and the account number from an Icelandic IBAN, and notices shares under 100 %', async () => {
    const { page } = await openApp();
    await page.setViewportSize({ width: 1280, height: 800 });
    await new StatusBar(page).waitForSettingsSynced();
    const id = await seedApplication(page, 'partnership', NAME);
    await new DashboardPage(page).openApplication(NAME);
    const editor = new EditorPage(page, 'partnership');
    const stored = async () => (await invoke(page, 'applications:get', { id })).draft.application as Record<string, any>;

    // One transaction type: its volume is the card sales per month, said once and not asked.
    const stores = await editor.goTo('stores');
    expect(await stores.getByLabel(text('stores.volumeFor', 'en', { type: text('field.transactionType.CardPresent') })).count()).toBe(0);
    await stores.getByTestId('volume-from-monthly').waitFor();
    const monthly = field(stores.getByRole('group', { name: text('stores.expectations'), exact: true }), 'field.averageMonthlyVolume');
    await monthly.fill('4500000');
    await monthly.blur();
    await editor.waitSaved();
    await eventually(async () => (await stored()).stores[0].volumeInformation[0].volume).toBe(4500000);

    // The account number follows the IBAN it came from; one the agent typed is kept for the rules.
    const bank = await editor.goTo('bank');
    const account = field(bank, 'field.accountNumber');
    const iban = field(bank, 'field.iban');
    await account.fill('');
    await iban.fill(OTHER_IBAN);
    await eventually(() => account.inputValue()).toBe('0133-26-012345');
    await account.fill('0159-26-007654');
    await iban.fill(OTHER_IBAN.replace(/\s/g, ''));
    expect(await account.inputValue()).toBe('0159-26-007654');
    await iban.blur();
    await editor.waitSaved();
    expect((await stored()).bankAccount.accountNumber).toBe('0159-26-007654');

    // Shares of 60 % and 30 %: ready still, with a notice on the persons step.
    const persons = await editor.goTo('persons');
    const shares = persons.getByLabel(text('field.share'), { exact: true });
    await shares.nth(1).fill('30');
    await shares.nth(1).blur();
    // Found by its code, not its step's name, so it is the same element in either language.
    const notice = page.locator('[data-notice="shares_under_100"]');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(text('notice.shares_under_100', 'en', { total: '90%', full: '100%' }));
    await screenshot(page, 'form-fills-shares-en');
    await new DashboardPage(page).shell.switchLanguage('is');
    await eventually(() => notice.innerText()).toBe(text('notice.shares_under_100', 'is', { total: '90\u00a0%', full: '100\u00a0%' }));
    await screenshot(page, 'form-fills-shares-is');
  });
});
