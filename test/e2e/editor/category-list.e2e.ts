import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MCC_ICELANDIC } from '$shared/mcc/mcc-icelandic';
import { DashboardPage } from '../pages/dashboard-page';
import { EditorPage } from '../pages/editor-page';
import { screenshot } from '../support/browser';
import { openEditorOn } from '../support/editor-fixture';
import { type Language, text } from '../support/texts';

const NAME = 'Kaffi Flokkur';

function category(stores: Locator, language: Language): Locator {
  return stores.getByRole('combobox', { name: text('field.merchantCategoryCode', language), exact: true });
}

/** The codes the open list offers, in its order. */
async function offered(page: Page, language: Language): Promise<string[]> {
  const list = page.getByRole('listbox', { name: text('mcc.results', language) });
  await list.waitFor();
  return (await list.getByRole('option').allTextContents()).map((option) => option.slice(0, 4));
}

async function search(field: Locator, query: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(query);
}

async function choose(page: Page, field: Locator, language: Language, code: string): Promise<void> {
  await search(field, code);
  await page
    .getByRole('listbox', { name: text('mcc.results', language) })
    .getByRole('option', { name: new RegExp(`^${code}\\b`) })
    .click();
}

/** The whole description under the field: all of it in view, none cut off. */
async function expectWhole(stores: Locator, description: string): Promise<void> {
  const shown = stores.getByText(description, { exact: true });
  await shown.waitFor();
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe('the category field and list in both languages', () => {
  it('offers what the store may take, words it in the agent’s language and shows it whole', async () => {
    const { page, section } = await openEditorOn('soletrader', { name: NAME, step: 'stores' });
    const dashboard = new DashboardPage(page);

    // English: the schemes' words; a US-only lottery is not offered to an Icelandic store.
    let stores = section;
    let field = category(stores, 'en');
    expect(await field.inputValue()).toBe('5812');
    await expectWhole(stores, 'Eating Places and Restaurants');
    await search(field, 'lotter');
    expect(await offered(page, 'en')).toEqual(['9406', '7995']);
    await screenshot(page, 'category-list-en');
    // The words of the screen's language only: the Icelandic "Gólfefnaverslanir" (floor coverings) is no golf.
    await search(field, 'golf');
    expect(await offered(page, 'en')).toEqual(expect.arrayContaining(['7992', '7997']));
    expect(await offered(page, 'en')).not.toContain('5713');
    // 5262 is Visa's alone: the store also takes Mastercard, which is named.
    await choose(page, field, 'en', '5262');
    await stores.getByText(text('notice.mcc_not_listed_by_scheme', 'en', { schemes: 'Mastercard' }), { exact: true }).waitFor();
    await choose(page, field, 'en', '5813');
    await expectWhole(stores, 'Drinking Places (Alcoholic Beverages) - Bars, Taverns, Nightclubs, Cocktail Lounges, and Discotheques');
    await screenshot(page, 'category-field-en');

    // Icelandic: the project's words, found by them (and codes), not by the English ones.
    await dashboard.shell.switchLanguage('is');
    await page.reload();
    stores = await new EditorPage(page, 'soletrader', 'is').goTo('stores');
    field = category(stores, 'is');
    await expectWhole(stores, MCC_ICELANDIC[5813]!);
    // Codes chosen on this machine come first (5813, 5262 above), then the ranking by words.
    await search(field, 'veitingast');
    expect(await offered(page, 'is')).toContain('5812');
    await page
      .getByRole('option', { name: /^5812\b/ })
      .getByText(MCC_ICELANDIC[5812]!)
      .waitFor();
    await search(field, 'restaurants');
    await page.getByText(text('mcc.noResults', 'is'), { exact: true }).waitFor();
    await search(field, 'gólf');
    expect(await offered(page, 'is')).toContain('5713');
    await search(field, 'hótel');
    await page.getByRole('option', { name: /^3502\b/ }).waitFor();
    await screenshot(page, 'category-list-is');
    await choose(page, field, 'is', '5262');
    await stores.getByText(text('notice.mcc_not_listed_by_scheme', 'is', { schemes: 'Mastercard' }), { exact: true }).waitFor();
    await expectWhole(stores, MCC_ICELANDIC[5262]!);
    await screenshot(page, 'category-field-is');
  });
});
