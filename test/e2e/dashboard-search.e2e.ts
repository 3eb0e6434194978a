import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { field } from './pages/editor/parts';
import { NewApplicationPage } from './pages/new-application-page';
import { StatusBar } from './pages/status-bar';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke, seedApplication, statusOf } from './support/seed';
import { type Language, text } from './support/texts';
import { eventually } from './support/wait';

async function search(page: Page, typed: string, language: Language = 'en'): Promise<void> {
  await page.getByLabel(text('dashboard.search', language), { exact: true }).fill(typed);
}

/** Searches for `typed` and waits until the table lists exactly `names`. */
async function expectFound(dashboard: DashboardPage, typed: string, names: string[], language: Language = 'en'): Promise<void> {
  await search(dashboard.page, typed, language);
  await eventually(() => listed(dashboard)).toEqual(names);
}

/** The business names the table lists now. */
async function listed(dashboard: DashboardPage): Promise<string[]> {
  const links = dashboard.table().getByRole('row').getByRole('link');
  return (await links.allInnerTexts()).sort();
}

describe('the dashboard search box finds a merchant by what the agent has in hand', () => {
  it('by a folded name, a company kennitala with or without its hyphen, and a terminal ID', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    await seedApplication(page, 'partnership', 'Þórsbúð sf.');
    const submitted = await seedApplication(page, 'soletrader', 'Guðrún Jónsdóttir');
    await invoke(page, 'applications:queue', { id: submitted });
    await eventually(() => statusOf(page, submitted)).toBe('submitted');
    const { result } = await invoke(page, 'applications:get', { id: submitted });
    const terminal = result!.stores[0]!.terminalId;

    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await eventually(() => listed(dashboard)).toEqual(['Guðrún Jónsdóttir', 'Þórsbúð sf.']);
    // The merchant ID is on its row: nobody opens the application to find it.
    expect(await dashboard.row('Guðrún Jónsdóttir').getByTestId('row-merchant-id').innerText()).toBe(String(result!.merchantId));
    expect(await dashboard.row('Þórsbúð sf.').getByTestId('row-merchant-id').innerText()).toBe('');
    await expectFound(dashboard, 'thorsbud', ['Þórsbúð sf.']);
    await expectFound(dashboard, '471008-0280', ['Þórsbúð sf.']);
    await screenshot(page, 'dashboard-search-kennitala-en');
    await expectFound(dashboard, '4710080280', ['Þórsbúð sf.']);
    await expectFound(dashboard, String(terminal), ['Guðrún Jónsdóttir']);
    await expectFound(dashboard, 'gudrun', ['Guðrún Jónsdóttir']);
    await search(page, '9999999999');
    await page.getByText(text('dashboard.emptySearch', 'en', { search: '9999999999' })).waitFor();

    await dashboard.shell.switchLanguage('is');
    await expectFound(new DashboardPage(page, 'is'), String(terminal), ['Guðrún Jónsdóttir'], 'is');
    await screenshot(page, 'dashboard-search-terminal-is');
    expect(await page.getByText(text('dashboard.searchHint', 'is')).isVisible()).toBe(true);
  });

  it('by what the agent typed in the editor, autosave after autosave: a store renamed is found by its new name only', async () => {
    const { page } = await openApp();
    await new StatusBar(page).waitForSettingsSynced();
    // A second merchant, so that a search that matched nothing, or everything, would show.
    await seedApplication(page, 'soletrader', 'Guðrún Jónsdóttir');
    const create = new NewApplicationPage(page);
    await create.open();
    const editor = await create.choose('partnership');
    const business = editor.section('business').getByLabel(text('field.company.name'), { exact: true });
    await business.pressSequentially('Ægisbúð sf.', { delay: 30 });
    await editor.waitSaved();
    // Key by key: the editor saves as the agent types, each save after the last on the same connection.
    const store = field(await editor.goTo('stores'), 'field.stores.name');
    await store.pressSequentially('Sandholt', { delay: 120 });
    await editor.waitSaved();
    await store.fill('');
    await store.pressSequentially('Þórsbúð', { delay: 120 });
    await editor.waitSaved();

    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await eventually(() => listed(dashboard)).toEqual(['Guðrún Jónsdóttir', 'Ægisbúð sf.']);
    await expectFound(dashboard, 'thorsbud', ['Ægisbúð sf.']);
    await search(page, 'sandholt');
    await page.getByText(text('dashboard.emptySearch', 'en', { search: 'sandholt' })).waitFor();
  });
});
