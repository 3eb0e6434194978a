import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hasOwnershipFields, type EntityType } from '$shared/entity-types';
import { exactNumber } from '$shared/fees/exact-number';
import { MERCHANT_IBANS, TEST_PERSON_KENNITALA } from '../../fixtures/applications';
import BankSection from '$renderer/screens/editor/sections/BankSection.svelte';
import CompanyFields from '$renderer/screens/editor/sections/business/CompanyFields.svelte';
import ApplicantFields from '$renderer/screens/editor/sections/business/ApplicantFields.svelte';
import PersonsSection from '$renderer/screens/editor/sections/PersonsSection.svelte';
import StoreFields from '$renderer/screens/editor/sections/stores/StoreFields.svelte';
import { i18n, t } from '$renderer/lib/i18n/i18n.svelte';
import { renderInEditor } from '../support/render';
import { openedApplication } from '../support/session';

/** A valid Icelandic IBAN whose account is 0133-26-012345. */
const OTHER_IBAN = 'IS74 0133 2601 2345 0101 3030 19';
const groupsOfFour = (wire: string) => wire.replace(/(.{4})/g, '$1 ').trim();

function field(name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function typeInto(name: string, value: string): Promise<void> {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
}

describe('what the form fills and says, so the agent types each thing once', () => {
  it('fills the account number from an Icelandic IBAN, and keeps one the agent typed', async () => {
    const session = openedApplication('partnership');
    renderInEditor(session, BankSection, {});
    await userEvent.clear(field(t('field.accountNumber')));
    await typeInto(t('field.iban'), OTHER_IBAN);
    await expect.element(field(t('field.accountNumber'))).toHaveValue('0133-26-012345');
    await typeInto(t('field.accountNumber'), '0159-26-007654');
    await typeInto(t('field.iban'), OTHER_IBAN.replace(/\s/g, ''));
    await userEvent.tab();
    await expect.element(field(t('field.accountNumber'))).toHaveValue('0159-26-007654');
    expect(session.get(['bankAccount', 'accountNumber'])).toBe('0159-26-007654');
  });

  it('reads a pasted IBAN and an account number written with the holder’s kennitala, and shows the IBAN in groups of four', async () => {
    const session = openedApplication('soletrader');
    renderInEditor(session, BankSection, {});
    const own = MERCHANT_IBANS.person;
    // Pasted from a web page: its prefix, lower case, groups joined by hyphens.
    await typeInto(t('field.iban'), `iban ${groupsOfFour(own).replace(/ /g, '-').toLowerCase()}`);
    await typeInto(t('field.accountNumber'), '159 26 7654 010130 3019');
    await userEvent.tab();
    await expect.element(field(t('field.iban'))).toHaveValue(groupsOfFour(own));
    await expect.element(field(t('field.accountNumber'))).toHaveValue('0159-26-007654-010130-3019');
    expect(session.get(['bankAccount', 'iban'])).toBe(own);
    await expect.element(field(t('field.accountNumber'))).not.toBeInvalid();
  });

  it('says the volume of a store with one transaction type is its card sales per month, and keeps them equal', async () => {
    const session = openedApplication('partnership');
    renderInEditor(session, StoreFields, { index: 0, onremove: () => undefined });
    await expect.element(page.getByTestId('volume-from-monthly')).toBeVisible();
    expect(page.getByRole('textbox', { name: t('stores.volumeFor', { type: t('field.transactionType.CardPresent') }) }).query()).toBeNull();
    await typeInto(t('field.averageMonthlyVolume'), '4500000');
    await userEvent.tab();
    expect(session.get(['stores', 0, 'volumeInformation', 0, 'volume'])).toBe(4500000);
  });

  it.each(['en', 'is'] as const)('%s: notices shares that add up to less than a whole, without a problem', async (language) => {
    i18n.use(language);
    const session = openedApplication('partnership');
    renderInEditor(session, PersonsSection, {});
    const shares = page.getByRole('textbox', { name: t('field.share'), exact: true });
    await userEvent.clear(shares.nth(1));
    await userEvent.type(shares.nth(1), '30');
    await userEvent.tab();
    const total = { total: exactNumber(90, language, { unit: 'percent' }), full: exactNumber(100, language, { unit: 'percent' }) };
    await expect.element(page.getByText(t('notice.shares_under_100', total), { exact: true })).toBeVisible();
    expect(document.querySelector('[data-notice="shares_under_100"]')).not.toBeNull();
  });

  it('notices the registry’s test person on the kennitala, in English and Icelandic', async () => {
    const session = openedApplication('soletrader');
    renderInEditor(session, ApplicantFields, {});
    await expect.element(field(t('field.ssn'))).toHaveValue(TEST_PERSON_KENNITALA);
    await expect.element(page.getByText(t('notice.kennitala_test_person'), { exact: true })).toBeVisible();
    i18n.use('is');
    await expect.element(page.getByText(t('notice.kennitala_test_person'), { exact: true })).toBeVisible();
  });
});

describe("each type's form", () => {
  const COMPANIES: EntityType[] = ['publiclimitedcompany', 'privatelimitedcompany', 'partnership', 'other'];

  it.each(COMPANIES)('%s: the company asks the two ownership flags and each person a share only where the type has them', async (type) => {
    const session = openedApplication(type);
    renderInEditor(session, CompanyFields, {});
    renderInEditor(session, PersonsSection, {});
    const flags = [t('field.invoiceStatementOnMerchantLevel'), t('field.registeredOnStockExchange')];
    for (const legend of flags) expect(page.getByRole('group', { name: legend }).query() !== null).toBe(hasOwnershipFields(type));
    // An organisation ("other") is asked whether anyone owns a share before the shares (OwnershipQuestion).
    if (type !== 'other')
      expect(page.getByRole('textbox', { name: t('field.share'), exact: true }).elements().length > 0).toBe(hasOwnershipFields(type));
    // An organisation is worded as one (decision F22).
    await expect.element(field(t(type === 'other' ? 'other.field.company.name' : 'field.company.name'))).toHaveValue('Kaffi Mokka');
  });
});
