import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importApplication } from '$main/core/applications/import-application';
import type { Core } from '$main/core/core';
import type { SubmissionResult } from '$main/database/outbox/submission-result';
import { type Handlers, createDispatcher } from '$main/ipc/dispatcher';
import type { HandlerContext } from '$main/ipc/handlers/context';
import { receiptsHandlers } from '$main/ipc/handlers/receipts';
import { createLogger } from '$main/log/logger';
import type { ReceiptPrinter } from '$main/receipts/receipt-printer';
import { getApplication, listReceipts } from '$main/database';
import { namedApplication } from '../../fixtures/applications';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';
import { boardApplication } from './support/boarded';
import { launchChromium, pdfText, receiptPdf } from './support/chromium-pdf';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The receipts channels through the real validating dispatcher. Only this domain's handlers are
 * built (the cast): the other domains' platform parts play no role here.
 */
function receiptsApi(core: Core, printer?: ReceiptPrinter) {
  const context = { core, ...(printer ? { printer } : {}) } as unknown as HandlerContext;
  const dispatch = createDispatcher(receiptsHandlers(context) as unknown as Handlers, createLogger());
  return async (channel: string, request: unknown) => (await dispatch(channel, request)) as { ok: boolean; value?: any; error?: any };
}

const chromiumPrinter: ReceiptPrinter = {
  toPdf: async (html, layout) => (await receiptPdf(browser, html, layout)).pdf,
  print: async () => true,
  printers: async () => [],
};

/** Paper printing as the Electron shell does it, recorded: what was printed where, and the agent's answer. */
function recordingPrinter(answers: boolean[]) {
  const printed: { layout: string; deviceName: string | null; html: string }[] = [];
  const printer: ReceiptPrinter = {
    toPdf: async () => Buffer.from('%PDF-'),
    print: async (html, layout, deviceName) => {
      printed.push({ layout, deviceName, html });
      return answers.shift() ?? true;
    },
    printers: async () => [{ name: 'zebra-zd421', displayName: 'Zebra ZD421' }],
  };
  return { printer, printed };
}

describe('receipts channels', () => {
  it('render, print, record; the second print is a REPRINT naming the first', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'privatelimitedcompany', 'Kaffi Laugavegur ehf.');
    const { merchantId } = getApplication(core.database, id)!.result as SubmissionResult;
    const invoke = receiptsApi(core);

    const first = await invoke('receipts:render', { id, layout: 'a4', language: 'en' });
    expect(first.ok).toBe(true);
    expect(first.value).toMatchObject({ reprint: false, originalPrintedAt: null, pdfAvailable: false });
    expect(first.value.html).toContain(`<span class="id">${merchantId}</span>`);
    expect(first.value.html).not.toContain('REPRINT');

    const recorded = await invoke('receipts:record', { id, layout: 'a4', language: 'en', kind: 'print' });
    expect(recorded.value).toEqual({ reprint: false, printedAt: expect.any(String) });

    const second = await invoke('receipts:render', { id, layout: 'roll80', language: 'is' });
    expect(second.value).toMatchObject({ reprint: true, originalPrintedAt: recorded.value.printedAt });
    expect(second.value.html).toContain('ENDURPRENTUN');
    const again = await invoke('receipts:record', { id, layout: 'roll80', language: 'is', kind: 'pdf', destination: 'Save as PDF' });
    expect(again.value.reprint).toBe(true);

    const history = await invoke('receipts:history', { id });
    expect(history.value).toEqual([
      expect.objectContaining({ layout: 'a4', language: 'en', kind: 'print', document: 'submitted', reprint: false, destination: null }),
      expect.objectContaining({
        layout: 'roll80',
        language: 'is',
        kind: 'pdf',
        document: 'submitted',
        reprint: true,
        destination: 'Save as PDF',
      }),
    ]);
  });

  it('the first receipt with IDs after a pending one is an original, not a reprint of it', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'soletrader', 'Guðrún Jónsdóttir', { pending: true });
    const invoke = receiptsApi(core);

    const pending = await invoke('receipts:render', { id, layout: 'roll80', language: 'en' });
    expect(pending.value.html).toContain('Application received, not yet submitted');
    expect((await invoke('receipts:record', { id, layout: 'roll80', language: 'en', kind: 'print' })).value.reprint).toBe(false);
    expect((await invoke('receipts:render', { id, layout: 'roll80', language: 'en' })).value.reprint).toBe(true);

    await core.submitDue([id]);
    expect(getApplication(core.database, id)!.status).toBe('submitted');
    const submitted = await invoke('receipts:render', { id, layout: 'roll80', language: 'en' });
    expect(submitted.value.reprint).toBe(false);
    expect(submitted.value.html).not.toContain('not yet submitted');
    expect((await invoke('receipts:record', { id, layout: 'roll80', language: 'en', kind: 'print' })).value.reprint).toBe(false);

    const history = (await invoke('receipts:history', { id })).value;
    expect(history.map((p: any) => [p.document, p.reprint])).toEqual([
      ['pending', false],
      ['submitted', false],
    ]);
    // The database's own column counts any earlier print; the receipt's REPRINT does not (decision R6).
    expect(listReceipts(core.database, id).map((r) => r.reprint)).toEqual([false, true]);
  });

  it('receipts:pdf without a PDF maker says where to save a PDF instead, and records nothing', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'partnership', 'Bakarí Sameign sf.');
    const answer = await receiptsApi(core)('receipts:pdf', { id, layout: 'a4', language: 'en' });
    expect(answer.ok).toBe(false);
    expect(answer.error.code).toBe('pdf_in_print_dialog');
    // Its words are the renderer's; main's English stays in the log.
    expect(answer.error.message).toBe('');
    expect(listReceipts(core.database, id)).toEqual([]);
  });

  it('receipts:pdf with the platform’s PDF maker answers a real PDF and records it', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'other', 'Félagasamtök Hverfisins');
    const { merchantId } = getApplication(core.database, id)!.result as SubmissionResult;
    const invoke = receiptsApi(core, chromiumPrinter);
    expect((await invoke('receipts:render', { id, layout: 'roll80', language: 'en' })).value.pdfAvailable).toBe(true);

    const answer = await invoke('receipts:pdf', { id, layout: 'roll80', language: 'en' });
    expect(answer.ok).toBe(true);
    expect(answer.value).toMatchObject({ fileName: `receipt-${merchantId}-roll80.pdf`, reprint: false });
    const pdf = Buffer.from(answer.value.dataBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(String(merchantId));
    expect(listReceipts(core.database, id)).toEqual([expect.objectContaining({ kind: 'pdf', layout: 'roll80', reprint: false })]);
    // A PDF is a copy: without a paper original, the next PDF is no reprint either.
    expect((await invoke('receipts:pdf', { id, layout: 'roll80', language: 'en' })).value.reprint).toBe(false);
  });

  it('refuses an application without a receipt, an unknown one, and a layout that does not exist', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const invoke = receiptsApi(core);
    const { record } = await importApplication(core.database, 'soletrader', namedApplication('soletrader', 'Drög'), undefined, 'cli');
    expect(record.status).toBe('draft');

    const draft = await invoke('receipts:render', { id: record.id, layout: 'a4', language: 'en' });
    expect(draft.error).toMatchObject({ code: 'no_receipt', params: { status: 'other' } });
    const recordDraft = await invoke('receipts:record', { id: record.id, layout: 'a4', language: 'en', kind: 'print' });
    expect(recordDraft.error.code).toBe('no_receipt');
    expect(listReceipts(core.database, record.id)).toEqual([]);

    const unknown = await invoke('receipts:render', { id: '00000000-0000-4000-8000-000000000000', layout: 'a4', language: 'en' });
    expect(unknown.error.code).toBe('not_found');
    const badLayout = await invoke('receipts:render', { id: record.id, layout: 'a5', language: 'en' });
    expect(badLayout.error.code).toBe('invalid_request');
    const badKind = await invoke('receipts:record', { id: record.id, layout: 'a4', language: 'en', kind: 'html' });
    expect(badKind.error.code).toBe('invalid_request');
  });

  it('refuses an application whose outcome is unknown: "not yet submitted" might not be true', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'privatelimitedcompany', 'Óvissa ehf.', { pending: true });
    service.setFaults([{ kind: 'reset-after-create', times: 1 }]);
    await core.submitDue([id]);
    expect(getApplication(core.database, id)!.status).toBe('unknown_outcome');
    const answer = await receiptsApi(core)('receipts:render', { id, layout: 'a4', language: 'en' });
    expect(answer.error).toMatchObject({ code: 'no_receipt', params: { status: 'unknown_outcome' } });
  });

  it('print in main: through the dialog, then silently to the chosen printer; a cancelled dialog is not recorded', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'partnership', 'Prentsmiðjan sf.');
    const { printer, printed } = recordingPrinter([false, true, true]);
    const invoke = receiptsApi(core, printer);

    expect((await invoke('receipts:printers', {})).value).toEqual({
      available: true,
      printers: [{ name: 'zebra-zd421', displayName: 'Zebra ZD421' }],
      chosen: null,
    });
    expect((await invoke('receipts:print', { id, layout: 'a4', language: 'en' })).value).toEqual({ outcome: 'cancelled' });
    const first = (await invoke('receipts:print', { id, layout: 'a4', language: 'en' })).value;
    expect(first).toMatchObject({ outcome: 'printed', reprint: false, printer: null });
    expect((await invoke('receipts:choosePrinter', { name: 'zebra-zd421' })).value.chosen).toBe('zebra-zd421');
    const second = (await invoke('receipts:print', { id, layout: 'roll80', language: 'is' })).value;
    expect(second).toMatchObject({ outcome: 'printed', reprint: true, printer: 'zebra-zd421' });

    expect(printed.map((p) => [p.layout, p.deviceName])).toEqual([
      ['a4', null],
      ['a4', null],
      ['roll80', 'zebra-zd421'],
    ]);
    expect(printed[2]!.html).toContain('ENDURPRENTUN');
    const history = (await invoke('receipts:history', { id })).value;
    expect(history.map((p: { kind: string; destination: string | null }) => [p.kind, p.destination])).toEqual([
      ['print', null],
      ['print', 'zebra-zd421'],
    ]);
  });

  it('print in main is unavailable where there is no printer (the browser host)', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'other', 'Félagið');
    const invoke = receiptsApi(core);
    expect((await invoke('receipts:print', { id, layout: 'a4', language: 'en' })).value).toEqual({ outcome: 'unavailable' });
    expect((await invoke('receipts:printers', {})).value).toEqual({ available: false, printers: [], chosen: null });
  });
});
