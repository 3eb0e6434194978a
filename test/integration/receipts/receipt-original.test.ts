import { describe, expect, it } from 'vitest';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { prepareReceipt } from '$main/core/receipts/prepare-receipt';
import { listReceiptPrints, recordReceiptPrint } from '$main/core/receipts/receipt-prints';
import { submittedApplication } from '../../helpers/submitted-application';
import { tempDir } from '../../helpers/temp-dir';

const A4_EN = { layout: 'a4', language: 'en' } as const;

describe('the original receipt is the first copy on paper', () => {
  it('a PDF or a file saved first is recorded as a copy and leaves the original for the paper', async () => {
    const data = tempDir();
    const core = await openCore({ dataDir: data, secretStore: createKeyFileSecretStore(data), logger: createLogger(), training: false });
    try {
      const { id } = submittedApplication(core.database, { documentBytes: 100 });
      // Made before the paper original, a PDF or a file says what it is: a copy.
      for (const kind of ['pdf', 'html'] as const)
        expect(prepareReceipt(core.database, id, { ...A4_EN, kind }).html).toMatch(/<strong>COPY<\/strong>/);
      expect(prepareReceipt(core.database, id, A4_EN).html).not.toContain('COPY');
      const pdf = recordReceiptPrint(core.database, id, { ...A4_EN, kind: 'pdf', destination: null });
      expect(pdf.print.reprint).toBe(false);
      recordReceiptPrint(core.database, id, { ...A4_EN, kind: 'html', destination: '/tmp/receipt.html' });

      // The merchant's paper copy after both is still the original, and previews as one.
      expect(prepareReceipt(core.database, id, A4_EN).reprintOf).toBeUndefined();
      const paper = recordReceiptPrint(core.database, id, { ...A4_EN, kind: 'print', destination: null });
      expect(paper.print.reprint).toBe(false);
      expect(paper.original).toBeUndefined();

      // From then on every copy, on paper or not, is marked as a reprint of that paper original.
      const after = recordReceiptPrint(core.database, id, { ...A4_EN, kind: 'pdf', destination: null });
      expect(after.print.reprint).toBe(true);
      expect(after.original?.id).toBe(paper.print.id);
      expect(prepareReceipt(core.database, id, A4_EN).reprintOf?.id).toBe(paper.print.id);
      const pdfAfter = prepareReceipt(core.database, id, { ...A4_EN, kind: 'pdf' }).html;
      expect(pdfAfter).toContain('REPRINT');
      expect(pdfAfter).not.toContain('COPY');
      expect(listReceiptPrints(core.database, id).map(({ kind, reprint }) => [kind, reprint])).toEqual([
        ['pdf', false],
        ['html', false],
        ['print', false],
        ['pdf', true],
      ]);
    } finally {
      await core.close();
    }
  });
});
