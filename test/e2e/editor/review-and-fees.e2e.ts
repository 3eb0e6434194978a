import { describe, expect, it } from 'vitest';
import { trainingSettings } from '$main/training-service/default-settings';
import { feeInForce } from '$shared/wire/settings';
import { AppShell } from '../pages/app-shell';
import { EditorPage } from '../pages/editor-page';
import { ReviewSummary } from '../pages/editor/review-summary';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Kaffi Mokka ehf.';

/** A company's application as an agent would have it, open in the editor. */
const openSeeded = () => openEditorOn('privatelimitedcompany', { name: NAME });

describe('the fees step and the review read as a person reads them', () => {
  it('every fee with its unit, exact, its default what a new application is filled with', async () => {
    const { page, editor } = await openSeeded();
    const fees = await editor.goTo('fees');

    // Each editable fee's field holds what its Default column says (the settings' value in force).
    const processing = fees.locator('#field-processingFees');
    const crossBorder = processing.getByRole('row').filter({ hasText: 'Cross-border' }).filter({ hasText: 'Authorization fee' });
    const expected = trainingSettings().Fees.processingFees.find(
      (fee) => fee.name === 'Authorization fee' && fee.markets[0] === 'Crossborder',
    )!;
    expect(await crossBorder.getByRole('textbox').inputValue()).toBe(String(feeInForce(expected)));
    expect(await crossBorder.locator('[data-fee-default]').innerText()).toBe(`${feeInForce(expected)}%`);
    for (const row of await processing.locator('tbody tr').all()) {
      const field = row.getByRole('textbox');
      if ((await field.count()) === 0) continue;
      const shownDefault = await row.locator('[data-fee-default]').innerText();
      expect(shownDefault.replace(/[^\d.]/g, '')).toBe(await field.inputValue());
    }
    // Units everywhere: a percentage fee exact to its last decimal, an amount in krónur.
    const gateway = processing.getByRole('row').filter({ hasText: 'E-com gateway transaction' });
    expect(await gateway.getByRole('textbox').inputValue()).toBe('0.0125');
    expect(await gateway.locator('[data-fee-unit]').innerText()).toBe('%');
    const chargeback = processing.getByRole('row').filter({ hasText: 'Chargeback fee' });
    expect(await chargeback.innerText()).toContain('ISK\u00a02,900');
    expect(await chargeback.innerText()).toContain(text('fees.setByAcquirer'));
    await screenshot(page, 'fees-en');

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'privatelimitedcompany', 'is');
    const feesIs = await islenska.goTo('fees');
    await eventually(() => feesIs.locator('#field-processingFees').innerText()).toContain(text('fees.setByAcquirer', 'is'));
    expect(await feesIs.getByRole('row').filter({ hasText: 'Netgátt, færslugjald' }).getByRole('textbox').inputValue()).toBe('0,0125');
    await screenshot(page, 'fees-is');
  });

  it('the review: grouped as the steps, worded and formatted as the form, fees in tables with units, the wire JSON on request', async () => {
    const { page, editor } = await openSeeded();
    const summary = new ReviewSummary(await editor.goTo('review'));

    expect(await summary.valueOf('company.phone')).toBe('+354 555 0000');
    expect(await summary.valueOf('company.address')).toBe('Laugavegur 1, 101 Reykjavík, Iceland');
    expect(await summary.valueOf('persons.0.dateOfBirth')).toBe('01/01/1930');
    expect(await summary.valueOf('persons.0.roles')).toContain(text('field.role.PrimaryContact'));
    expect(await summary.valueOf('stores.0.merchantCategoryCode')).toMatch(/^5812 — \S/);
    expect(await summary.valueOf('stores.0.transactionInformation.averageMonthlyVolume')).toBe('ISK\u00a03,000,000');
    expect(await summary.valueOf('bankAccount.iban')).toMatch(/^IS\d\d( [0-9]{4}){5} [0-9]{2}$/);
    expect(await summary.valueOf('bankAccount.bankAccountConfirmed')).toBe(text('common.yes'));
    const processing = await summary.feeRows('processing');
    expect(processing).toContainEqual(['E-com gateway transaction', 'Iceland', 'Card not present', '0.0125%']);
    expect(processing).toContainEqual(['Chargeback fee', 'Cross-border, Iceland', 'Card not present, Card present', 'ISK\u00a02,900']);
    const charges = await summary.feeRows('charges');
    expect(charges.map(([name]) => name)).toContain('Domestic debit cards');
    // What is sent and what is only on the merchant's receipt are told apart (decision G10).
    expect(await summary.region().getByTestId('review-charges-sent').innerText()).toBe(text('review.fees.chargesSent'));
    expect(await summary.region().innerText()).not.toContain('E-com gateway transaction');
    expect(await summary.receiptOnly().innerText()).toContain(text('review.fees.receiptOnlyWhy'));
    // No wire path and no raw value anywhere in the summary.
    const all = await summary.region().innerText();
    expect(all).not.toMatch(/(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])|\+354\/| › /);
    await screenshot(page, 'review-en');

    const wire = (await summary.wireJson()) as { company: { phone: string; address: { countryCode: string } } };
    expect(wire.company.phone).toBe('+354/5550000');
    expect(wire.company.address.countryCode).toBe('IS');

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'privatelimitedcompany', 'is');
    const summaryIs = new ReviewSummary(await islenska.goTo('review'), 'is');
    await eventually(() => summaryIs.valueOf('company.address')).toBe('Laugavegur 1, 101 Reykjavík, Ísland');
    expect(await summaryIs.valueOf('persons.0.dateOfBirth')).toBe('01.01.1930');
    // As the receipt writes them (decision U7), though Chromium has no Icelandic number data.
    const processingIs = await summaryIs.feeRows('processing');
    const gatewayIs = processingIs.find(([name]) => name === 'Netgátt, færslugjald');
    expect(gatewayIs?.slice(1, 3)).toEqual(['Ísland', 'Kort ekki á staðnum']);
    expect(gatewayIs?.[3]).toBe('0,0125%');
    expect(processingIs.find(([name]) => name === 'Endurkröfugjald')?.[3]).toBe('2.900\u00a0kr.');
    expect(await summaryIs.valueOf('stores.0.transactionInformation.averageMonthlyVolume')).toBe('3.000.000\u00a0kr.');
    expect(await summaryIs.receiptOnly().innerText()).toContain(text('review.fees.receiptOnlyWhy', 'is'));
    await screenshot(page, 'review-is');
  });
});
