import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { EditorPage } from '../pages/editor-page';
import { fillEntry, typedIban, typedKennitala } from '../pages/editor/entries';
import { textEntry } from '../pages/editor/parts';
import { readResult } from '../pages/submission-result';
import { screenshot } from '../support/browser';
import { openEditorOn } from '../support/editor-fixture';
import { TestService } from '../support/service';
import { type Language, text } from '../support/texts';

const NAME = 'Guðrún Nýskráð';
/** Issued as Registers Iceland issues them since 18 February 2026: its ninth digit does not compute. */
const NEW_KENNITALA = '010130-3029';
/** Account 0159-26-007654 of 551073-0339: not the sole trader. */
const OTHER_HOLDER = 'IS140159260076545510730339';
const HOLDER = '551073-0339';
const REASON = "The owner's husband holds the account; agreed with the acquirer by phone.";

function noticeTexts(language: Language) {
  return {
    kennitala: text('notice.kennitala_unverifiable', language),
    holder: text('notice.iban_holder_differs.applicant', language, { holder: HOLDER }),
  };
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
    const service = await TestService.start();
    const { page, editor } = await openEditorOn('soletrader', { name: NAME, service });

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
