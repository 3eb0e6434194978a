import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppShell } from '../pages/app-shell';
import { EditorPage } from '../pages/editor-page';
import { OutboxPage } from '../pages/outbox-page';
import { ReceiptPanel } from '../pages/receipt-panel';
import { StatusBar } from '../pages/status-bar';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { openMediaApp } from '../support/media-harness';
import { TestService } from '../support/service';
import { invoke, seedApplication, statusOf } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Guðrún Jónsdóttir';

/** A complete sole trader's application, queued; in training mode it is submitted at once. */
async function queued(page: Page): Promise<string> {
  await new StatusBar(page).waitForSettingsSynced();
  const id = await seedApplication(page, 'soletrader', NAME);
  await invoke(page, 'applications:queue', { id });
  return id;
}

const history = (page: Page, id: string) => invoke(page, 'receipts:history', { id });

/** A screenshot with the window as tall as the open dialog, so the whole receipt and its history show. */
async function dialogScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => (document.querySelector('dialog[open] .body')?.scrollHeight ?? 0) + 120);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await screenshot(page, name);
  await page.setViewportSize(size);
}

describe('receipts', () => {
  it('a submitted application: printed or saved from the preview in both layouts once the agent confirms it, a cancelled print not recorded, the history, and a reprint', async () => {
    // The browser host as an agent starts it: training mode, with no PDF maker.
    const { page, logs } = await openMediaApp();
    const id = await queued(page);
    await eventually(() => statusOf(page, id)).toBe('submitted');
    const { result } = await invoke(page, 'applications:get', { id });
    const merchantId = String(result!.merchantId);

    await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${id}`);
    const editor = new EditorPage(page, 'soletrader');
    await editor.result().waitFor();
    const receipt = new ReceiptPanel(page, NAME);
    await receipt.open(editor.result());
    const first = await receipt.previewText();
    expect(first).toContain(merchantId);
    expect(first).toContain('Application submitted');
    expect(first).not.toContain('REPRINT');
    await dialogScreenshot(page, 'receipt-preview-a4');
    expect(await seriousViolations(page)).toEqual([]);

    // The print dialog cancelled: nothing is recorded, and the next copy is still the original.
    await receipt.printCancelled();
    expect(await history(page, id)).toEqual([]);
    expect(await receipt.previewText()).not.toContain('REPRINT');
    // A real print: the sandboxed preview may open the print dialog (headless, it returns at once).
    await receipt.print();
    expect(logs.filter((line) => /print\(\)/.test(line))).toEqual([]);
    expect(await history(page, id)).toMatchObject([{ layout: 'a4', language: 'en', kind: 'print', document: 'submitted', reprint: false }]);
    // Printed once, the receipt now previews as a reprint.
    await eventually(() => receipt.previewText()).toContain('REPRINT');

    // Every further print goes through the preview frame's print(), recorded by the stub.
    await receipt.stubPrint();
    await receipt.savePdf();
    await eventually(() => receipt.printsSeen()).toHaveLength(1);
    expect(await receipt.printsSeen()).toEqual([{ text: expect.stringContaining('REPRINT'), lang: 'en', width: 794 }]);
    await eventually(async () => (await history(page, id)).length).toBe(2);

    await receipt.chooseLayout('roll80');
    const roll = await receipt.previewText();
    expect(roll).toContain(merchantId);
    expect(roll).toContain('REPRINT');
    await dialogScreenshot(page, 'receipt-preview-roll80');
    await receipt.stubPrint();
    await receipt.print();
    await receipt.savePdf();
    await eventually(() => receipt.printsSeen()).toHaveLength(3);
    expect((await receipt.printsSeen()).slice(1).map((seen) => [seen.width, seen.text.includes(merchantId)])).toEqual([
      [303, true],
      [303, true],
    ]);

    await receipt.chooseLanguage('is', 'roll80');
    expect(await receipt.previewText()).toContain('ENDURPRENTUN');
    await receipt.stubPrint();
    await receipt.print();
    await eventually(() => receipt.printsSeen()).toHaveLength(4);
    expect((await receipt.printsSeen())[3]).toMatchObject({ lang: 'is', width: 303 });

    // main's record: each print and each PDF through the print dialog, the first an original.
    await eventually(async () => (await history(page, id)).length).toBe(5);
    expect((await history(page, id)).map(({ layout, language, kind, reprint }) => [layout, language, kind, reprint])).toEqual([
      ['a4', 'en', 'print', false],
      ['a4', 'en', 'pdf', true],
      ['roll80', 'en', 'print', true],
      ['roll80', 'en', 'pdf', true],
      ['roll80', 'is', 'print', true],
    ]);
    const rows = await receipt.historyRows();
    expect(rows.map((row) => row.slice(1, 5))).toEqual([
      ['80 mm receipt roll', 'Íslenska', 'Printed', 'Reprint'],
      ['80 mm receipt roll', 'English', 'PDF', 'Copy'],
      ['80 mm receipt roll', 'English', 'Printed', 'Reprint'],
      ['A4 sheet', 'English', 'PDF', 'Copy'],
      ['A4 sheet', 'English', 'Printed', 'Original'],
    ]);

    // "Reprint" on the original prints A4 in English again, marked REPRINT with the first print's date.
    await receipt.reprint(4);
    await receipt.dialog().getByTestId('receipt-confirm').waitFor();
    await receipt.waitForPreview('a4', 'en');
    expect(
      await receipt
        .dialog()
        .getByRole('radio', { name: text('receipt.layout.a4'), exact: true })
        .isChecked(),
    ).toBe(true);
    const reprint = await receipt.previewText();
    expect(reprint).toContain('REPRINT');
    expect(reprint).toMatch(/First printed .+/);
    await dialogScreenshot(page, 'receipt-reprint-a4');
    await receipt.answerConfirm('receipt.confirm.printed');
    await eventually(async () => (await history(page, id)).length).toBe(6);
    expect((await history(page, id))[5]).toMatchObject({ layout: 'a4', language: 'en', kind: 'print', reprint: true });
    await receipt.close();
  });

  it('a PDF first leaves the original for the paper; the preview says "Prepared"; one scroll; "Reprint" reprints', async () => {
    const { page } = await openMediaApp();
    const id = await queued(page);
    await eventually(() => statusOf(page, id)).toBe('submitted');
    await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${id}`);
    const editor = new EditorPage(page, 'soletrader');
    await editor.result().waitFor();
    const receipt = new ReceiptPanel(page, NAME);
    await receipt.open(editor.result());

    // Nothing printed yet: the preview says when it was prepared, never that it was printed.
    const prepared = await receipt.previewText();
    expect(prepared).toMatch(/Prepared\s+\d/);
    expect(prepared).not.toMatch(/Printed\s+\d/);

    // A PDF saved first is a copy, and says so; the merchant's paper copy afterwards is still the original.
    await receipt.stubPrint();
    await receipt.savePdf();
    await eventually(async () => (await history(page, id)).length).toBe(1);
    expect((await receipt.printsSeen())[0]?.text).toMatch(/COPY\s+The original is the first receipt printed on paper/);
    await eventually(() => receipt.previewText()).not.toContain('COPY');
    expect(await receipt.previewText()).not.toContain('REPRINT');
    await receipt.print();
    expect((await history(page, id)).map(({ kind, reprint }) => [kind, reprint])).toEqual([
      ['pdf', false],
      ['print', false],
    ]);
    expect((await receipt.historyRows()).map((row) => row.slice(3, 5))).toEqual([
      ['Printed', 'Original'],
      ['PDF', 'Copy'],
    ]);

    // The roll as tall as its receipt: the dialog scrolls, the preview never does.
    await receipt.chooseLayout('roll80');
    await eventually(() =>
      receipt.frame().evaluate((frame: HTMLIFrameElement) => {
        const root = frame.contentDocument!.documentElement;
        const wrap = frame.parentElement!;
        return [root.scrollHeight - frame.clientHeight, root.scrollWidth - frame.clientWidth, wrap.scrollHeight - wrap.clientHeight];
      }),
    ).toEqual([0, 0, 0]);
    await screenshot(page, 'receipt-roll80-in-dialog-en');

    // "Reprint" on the A4 original prints it again, in its paper and language.
    await receipt.reprint(0);
    await receipt.dialog().getByTestId('receipt-confirm').waitFor();
    await receipt.waitForPreview('a4', 'en');
    expect(await receipt.previewText()).toContain('REPRINT');
    await screenshot(page, 'receipt-reprint-confirm-en');
    await receipt.answerConfirm('receipt.confirm.printed');
    await eventually(async () => (await history(page, id)).length).toBe(3);
    expect((await history(page, id))[2]).toMatchObject({ layout: 'a4', language: 'en', kind: 'print', reprint: true });
    await receipt.close();
  });

  it('a request the browser cannot deliver shows the agent a sentence in Icelandic, never the exception’s English', async () => {
    const { page } = await openMediaApp();
    const id = await queued(page);
    await eventually(() => statusOf(page, id)).toBe('submitted');
    await new AppShell(page).switchLanguage('is');
    await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${id}`);
    const editor = new EditorPage(page, 'soletrader', 'is');
    await editor.result().waitFor();
    // The connection to the host drops for this one request: fetch() throws "TypeError: Failed to fetch".
    await page.route('**/api/invoke/receipts:render', (route) => route.abort('connectionrefused'));
    const receipt = new ReceiptPanel(page, NAME, 'is');
    await editor
      .result()
      .getByRole('button', { name: text('receipt.openFor', 'is', { name: NAME }), exact: true })
      .click();
    const alert = receipt.dialog().getByRole('alert');
    await alert.waitFor();
    const shown = await alert.innerText();
    expect(shown).toContain(text('error.no_answer', 'is'));
    expect(shown).not.toMatch(/TypeError|fetch|Failed|did not answer/i);
    await screenshot(page, 'receipt-no-answer-is');

    // The connection back: the Icelandic dialog and its Icelandic receipt, prepared and not yet printed.
    await page.unroute('**/api/invoke/receipts:render');
    await receipt.chooseLayout('roll80');
    expect(await receipt.previewText()).toMatch(/Útbúið\s+\d/);
    await screenshot(page, 'receipt-preview-roll80-is');
    await receipt.chooseLayout('a4');
    await screenshot(page, 'receipt-preview-a4-is');
  });

  it('a queued application: from the outbox, "received, not yet submitted", without a merchant ID', async () => {
    // The acquirer out of reach once the settings are synced: the application waits in the queue.
    const service = await TestService.start();
    const { page } = await openMediaApp({ service });
    await new StatusBar(page).waitForSettingsSynced();
    await service.stop();
    const id = await queued(page);
    expect(await statusOf(page, id)).toBe('queued');

    const outbox = new OutboxPage(page);
    await outbox.open();
    const item = outbox.group('queued').locator(outbox.item(NAME));
    const receipt = new ReceiptPanel(page, NAME);
    await receipt.open(item);
    await receipt.dialog().getByText(text('receipt.pendingNote'), { exact: true }).waitFor();
    const pending = await receipt.previewText();
    expect(pending).toContain('Application received, not yet submitted');
    expect(pending).not.toContain('Merchant ID');
    await dialogScreenshot(page, 'receipt-preview-pending');
    expect(await seriousViolations(page)).toEqual([]);
    await receipt.stubPrint();
    await receipt.print();
    await eventually(() => receipt.printsSeen()).toHaveLength(1);
    expect(await history(page, id)).toMatchObject([{ layout: 'a4', kind: 'print', document: 'pending', reprint: false }]);
    expect(await statusOf(page, id)).toBe('queued');
  });
});
