import { describe, expect, it } from 'vitest';
import { type BankLetter, letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { AppShell } from '../pages/app-shell';
import { DocumentsPanel } from '../pages/documents-panel';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { readResult } from '../pages/submission-result';
import { windowScreenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { seedApplication } from '../support/seed';
import { TestService } from '../support/service';
import { text } from '../support/texts';

const NAME = 'Kaffi Bréfberi';
const REASON = 'The bank wrote the letter for the owner’s other account; the merchant showed the new one in the bank’s app.';
/** How long a first reading may take: the OCR engine starts with it, on a machine the other tests share. */
const READING_MS = 90_000;

/** The first generated letter that prints exactly one IBAN: another holder's account, not the merchant's. */
function letterOfAnotherAccount(): BankLetter {
  for (let seed = 1; ; seed += 1) {
    const letter = makeBankLetter(seed);
    if (letter.truth.ibans.length === 1) return letter;
  }
}

describe("reading the bank's letter", () => {
  it('a letter of another account needs the agent’s reason before queueing, in English and Icelandic', async () => {
    const service = await TestService.start();
    const { page } = await openApp({ service });
    await new StatusBar(page).waitForSettingsSynced();
    // The page's first application keeps the registry's test person, which is never queued: this is its second.
    await seedApplication(page, 'soletrader', 'Kaffi Fyrsta');
    const id = await seedApplication(page, 'soletrader', NAME);

    const letter = await letterFile(letterOfAnotherAccount(), 'text-pdf');
    const documents = new DocumentsPanel(page);
    await documents.open(id);
    await documents.drop('documents.bankConfirmation', [{ name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: letter.bytes }]);
    await documents.waitForFiles('documents.bankConfirmation', ['bank-letter.pdf']);
    // Its IBAN is not the one typed, and the kennitala it prints is not the sole trader's.
    await documents
      .reading('documents.bankConfirmation')
      .getByText(text('reading.toCheck', 'en', { count: 2 }), { exact: true })
      .waitFor({ timeout: READING_MS });
    await documents.slot('documents.bankConfirmation').locator('[data-notice="letter_holder_differs"]').waitFor();
    await documents.slot('documents.bankConfirmation').scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'readings-letter-documents-en');

    const editor = new EditorPage(page, 'soletrader');
    const bank = await editor.goTo('bank');
    const iban = letter.truth.ibans[0]!.replace(/(.{4})(?=.)/g, '$1 ');
    await bank.getByText(text('notice.letter_iban_differs', 'en', { iban }), { exact: true }).waitFor();
    await windowScreenshot(page, 'readings-letter-bank-en');

    const review = await editor.goTo('review');
    const notices = review.locator('section.notices');
    for (const code of ['letter_iban_differs', 'letter_holder_differs']) {
      const item = notices.locator(`[data-notice="${code}"]`);
      await item.getByText(text('notice.needsConfirmation'), { exact: true }).waitFor();
    }
    await notices.scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'readings-letter-review-en');

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'soletrader', 'is');
    const bankIs = await islenska.goTo('bank');
    await bankIs.getByText(text('notice.letter_iban_differs', 'is', { iban }), { exact: true }).waitFor();
    await windowScreenshot(page, 'readings-letter-bank-is');
    await islenska.goTo('documents');
    const documentsIs = new DocumentsPanel(page, 'is');
    await documentsIs
      .reading('documents.bankConfirmation')
      .getByText(text('reading.toCheck', 'is', { count: 2 }), { exact: true })
      .waitFor();
    await documentsIs.slot('documents.bankConfirmation').scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'readings-letter-documents-is');

    // Queueing asks for the agent's word on the letter, one reason for each kind; nothing goes without it.
    await islenska.goTo('review');
    await page.getByRole('button', { name: text('review.queue', 'is'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('review.confirm.title', 'is') });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(text('notice.letter_iban_differs', 'is', { iban }));
    const confirm = dialog.getByRole('button', { name: text('review.confirm.submit', 'is'), exact: true });
    const reasons = await dialog.getByLabel(text('review.confirm.reason', 'is'), { exact: true }).all();
    expect(reasons).toHaveLength(2);
    await reasons[0]!.fill(REASON);
    expect(await confirm.isEnabled()).toBe(false);
    await reasons[1]!.fill(REASON);
    await windowScreenshot(page, 'readings-letter-confirm-is');
    expect(await service.merchants()).toHaveLength(0);
    await confirm.click();

    const result = islenska.result();
    await result.waitFor();
    const shown = await readResult(result);
    const merchants = await service.merchants();
    expect(merchants).toHaveLength(1);
    expect(shown.merchantId).toBe(merchants[0]!.merchantId);
  });
});
