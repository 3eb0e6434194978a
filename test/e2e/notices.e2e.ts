import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { EditorPage } from './pages/editor-page';
import { MERCHANT_IBANS, TEST_PERSON_KENNITALA } from '../fixtures/applications';
import { expectEntry, fillEntry, pastedIban, typedIban, typedKennitala } from './pages/editor/entries';
import { field, textEntry } from './pages/editor/parts';
import { StatusBar } from './pages/status-bar';
import { readResult } from './pages/submission-result';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { seedApplication } from './support/seed';
import { TestService } from './support/service';
import { type Language, text } from './support/texts';

const NAME = 'Guðrún Nýskráð';
/** Issued as Registers Iceland issues them since 18 February 2026: its ninth digit does not compute. */
const NEW_KENNITALA = '010130-3029';
/** Account 0159-26-007654 of 551073-0339: not the sole trader. */
const OTHER_HOLDER = 'IS140159260076545510730339';
const HOLDER = '551073-0339';
const TEST_PERSON_NAME = 'Gervimaður Afríka ehf.';
const OWN_IBAN = MERCHANT_IBANS.person;
const REASON = "The owner's husband holds the account; agreed with the acquirer by phone.";

function noticeTexts(language: Language) {
  return {
    kennitala: text('notice.kennitala_unverifiable', language),
    holder: text('notice.iban_holder_differs.applicant', language, { holder: HOLDER }),
  };
}

/** A sole trader seeded from the fixtures and open in the editor, on a training service of the test's own. */
async function openSeeded(name: string) {
  const service = await TestService.start();
  const { page } = await openApp({ service });
  await new StatusBar(page).waitForSettingsSynced();
  await seedApplication(page, 'soletrader', name);
  await new DashboardPage(page).openApplication(name);
  return { service, page, editor: new EditorPage(page, 'soletrader') };
}

/**
 * The review's notices region, whatever its count: the seeded application's placeholder documents
 * are read in the background too, and what their readings say may land before or after this look.
 */
function noticesHeading(language: 'en' | 'is'): RegExp {
  const [before, after] = text('review.notices', language, { count: 0 }).split('0');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before!)}\\d+${escape(after!)}$`);
}

describe('notices: a kennitala without a computed check digit and an account of another holder', () => {
  it('an agent sees both notices in English and Icelandic, confirms with a reason, and gets a merchant ID', async () => {
    const { service, page, editor } = await openSeeded(NAME);

    // Typed as an agent would: the numbers on the ID card and the bank's letter.
    const business = await editor.goTo('business');
    await fillEntry(textEntry(business.getByLabel(text('field.ssn'), { exact: true }), NEW_KENNITALA, typedKennitala(NEW_KENNITALA)));
    const en = noticeTexts('en');
    await business.getByText(en.kennitala, { exact: true }).waitFor();
    const bank = await editor.goTo('bank');
    await fillEntry(textEntry(bank.getByLabel(text('field.iban'), { exact: true }), OTHER_HOLDER, typedIban(OTHER_HOLDER)));
    await bank.getByText(en.holder, { exact: true }).waitFor();
    // A notice is not a problem: the field is not marked invalid.
    expect(await bank.getByLabel(text('field.iban'), { exact: true }).getAttribute('aria-invalid')).not.toBe('true');
    await editor.waitSaved();
    await screenshot(page, 'notices-bank-en');

    const review = await editor.goTo('review');
    await review.getByText(text('review.noProblems'), { exact: true }).waitFor();
    const notices = review.getByRole('region', { name: noticesHeading('en') });
    expect(await notices.innerText()).toContain(en.kennitala);
    expect(await notices.innerText()).toContain(en.holder);
    expect(await notices.getByText(text('notice.needsConfirmation'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'notices-review-en');

    await new AppShell(page).switchLanguage('is');
    const is = noticeTexts('is');
    const islenska = new EditorPage(page, 'soletrader', 'is');
    const reviewIs = await islenska.goTo('review');
    const noticesIs = reviewIs.getByRole('region', { name: noticesHeading('is') });
    await noticesIs.getByText(text('notice.needsConfirmation', 'is'), { exact: true }).waitFor();
    expect(await noticesIs.innerText()).toContain(is.kennitala);
    expect(await noticesIs.innerText()).toContain(is.holder);
    await screenshot(page, 'notices-review-is');
    const bankIs = await islenska.goTo('bank');
    await bankIs.getByText(is.holder, { exact: true }).waitFor();
    await screenshot(page, 'notices-bank-is');

    // Queueing asks for the agent's word on the account, in Icelandic.
    await islenska.goTo('review');
    await page.getByRole('button', { name: text('review.queue', 'is'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('review.confirm.title', 'is') });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(is.holder);
    const confirm = dialog.getByRole('button', { name: text('review.confirm.submit', 'is'), exact: true });
    expect(await confirm.isEnabled()).toBe(false);
    await dialog.getByLabel(text('review.confirm.reason', 'is'), { exact: true }).fill(REASON);
    await screenshot(page, 'notices-confirm-is');
    await confirm.click();

    const result = islenska.result();
    await result.waitFor();
    const shown = await readResult(result);
    await screenshot(page, 'notices-submitted-is');
    const merchants = await service.merchants();
    expect(merchants).toHaveLength(1);
    expect(merchants[0]).toMatchObject({ entityType: 'soletrader', merchantName: NAME });
    expect(shown.merchantId).toBe(merchants[0]!.merchantId);
  });
});

describe("the registry's test person, a pasted IBAN and the domestic account number", () => {
  it('shows the test person notice and the IBAN in groups of four, in English and Icelandic', async () => {
    const { page, editor } = await openSeeded(TEST_PERSON_NAME);

    // The fixture's sole trader is Gervimaður Afríka, one of Registers Iceland's test persons.
    const business = await editor.goTo('business');
    expect(await field(business, 'field.ssn').inputValue()).toBe(TEST_PERSON_KENNITALA);
    await business.getByText(text('notice.kennitala_test_person'), { exact: true }).waitFor();

    // Pasted from a web page, written from a bank letter with the holder's kennitala (the IBAN registry's domestic form).
    const bank = await editor.goTo('bank');
    const iban = textEntry(field(bank, 'field.iban'), typedIban(OWN_IBAN), pastedIban(OWN_IBAN));
    const account = textEntry(field(bank, 'field.accountNumber'), '0159-26-007654-010130-3019', '159 26 7654 010130 3019');
    for (const entry of [iban, account]) await fillEntry(entry);
    await field(bank, 'field.bankName').click();
    await editor.waitSaved();
    for (const entry of [iban, account]) await expectEntry(entry);
    expect(await field(bank, 'field.accountNumber').getAttribute('aria-invalid')).not.toBe('true');
    await screenshot(page, 'identity-bank-en');
    await editor.goTo('business');
    await screenshot(page, 'identity-test-person-en');

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'soletrader', 'is');
    const businessIs = await islenska.goTo('business');
    await businessIs.getByText(text('notice.kennitala_test_person', 'is'), { exact: true }).waitFor();
    await screenshot(page, 'identity-test-person-is');
    const bankIs = await islenska.goTo('bank');
    expect(await bankIs.getByLabel(text('field.iban', 'is'), { exact: true }).inputValue()).toBe(typedIban(OWN_IBAN));
    await screenshot(page, 'identity-bank-is');
  });
});
