import { describe, expect, it } from 'vitest';
import { _electron as electron } from 'playwright-core';
import { TINY_PNG_BASE64, completeApplication } from '../fixtures/applications';
import { tempDir } from '../helpers/temp-dir';
import { NO_ELECTRON_REASON, electronBinary } from './support/electron-binary';
import { eventually } from './support/wait';

const binary = electronBinary();

// Runs where Electron's binary exists (a developer's machine with internet, a packaging job);
// elsewhere it is reported as skipped with the reason in its name.
describe.skipIf(binary === undefined)(`the desktop app${binary ? '' : ` (skipped: ${NO_ELECTRON_REASON})`}`, () => {
  it('starts hardened, exposes only window.api, boards a training merchant and prints its receipt to PDF', async () => {
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.'],
      env: { ...process.env, FIELDBOARD_DATA: tempDir() },
    });
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe('app://fieldboard/index.html');
      expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => Object.keys(window.api).sort())).toEqual(['invoke', 'on']);
      const status = await page.evaluate(() => window.api.invoke('status:get', {}));
      expect(status.ok && status.value.training).toBe(true);
      // A sandboxed, isolated page has no Node: process and require are absent in the page's world.
      expect(await page.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe('undefined');
      const opened = await page.evaluate(() => window.open('https://example.com/') === null);
      expect(opened).toBe(true);

      // Board a training merchant through the page's window.api, then print its receipt to PDF.
      const call = (channel: string, request: unknown) =>
        page.evaluate(
          async ({ channel, request }) => {
            const result = await window.api.invoke(channel as never, request as never);
            if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
            return result.value as any;
          },
          { channel, request },
        );
      const application = completeApplication('soletrader') as any;
      const created = await call('applications:create', { entityType: 'soletrader' });
      const id = await call('attachments:add', { applicationId: created.id, role: 'identification', dataBase64: TINY_PNG_BASE64 });
      const bank = await call('attachments:add', { applicationId: created.id, role: 'bankConfirmation', dataBase64: TINY_PNG_BASE64 });
      application.applicant.identificationAttachment = { attachmentId: id.id };
      application.bankAccount.bankAccountConfirmationAttachment = { attachmentId: bank.id };
      await call('applications:saveDraft', { id: created.id, draft: { application, processingFees: [] } });
      await call('applications:queue', { id: created.id });
      await eventually(async () => (await call('applications:get', { id: created.id })).status, 'never submitted').toBe('submitted');
      const view = await call('applications:get', { id: created.id });
      const pdf = Buffer.from((await call('receipts:pdf', { id: created.id, layout: 'roll80', language: 'en' })).dataBase64, 'base64');
      const merchant = { merchantId: view.merchantId as number, pdfBytes: pdf.length, pdfStart: pdf.subarray(0, 5).toString('latin1') };
      expect(merchant.merchantId).toBeGreaterThan(0);
      expect(merchant.pdfStart).toBe('%PDF-');
      expect(merchant.pdfBytes).toBeGreaterThan(1000);
    } finally {
      await app.close();
    }
  });
});
