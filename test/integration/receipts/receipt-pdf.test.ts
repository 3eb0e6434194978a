import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '$main/core/core';
import type { SubmissionResult } from '$main/database/outbox/submission-result';
import { prepareReceipt } from '$main/core/receipts/prepare-receipt';
import { recordReceiptPrint } from '$main/core/receipts/receipt-prints';
import { renderReceiptHtml } from '$main/receipts/render-receipt';
import { getApplication, type ReceiptLanguage, type ReceiptLayout } from '$main/database';
import { MERCHANT_IBANS, TEST_PERSON_KENNITALA } from '../../fixtures/applications';
import { sampleReceipt } from '../../unit/receipts/sample-receipt';
import { trainingSettings } from '$main/training-service/default-settings';
import { MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN } from '$shared/wire/settings';
import { openTestCore } from '../../helpers/core-fixture';
import { startService } from '../../helpers/training-service';
import { AGENT_NAME, OPERATOR_NAME, boardApplication } from './support/boarded';
import { launchChromium, pdfInfo, pdfText, receiptPdf, savePngs } from './support/chromium-pdf';

const COMBINATIONS = (['a4', 'roll80'] as const).flatMap((layout) =>
  (['en', 'is'] as const).map((language) => [layout, language] as const),
);
const POINTS_PER_MM = 72 / 25.4;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The PDF's words with line breaks and spacing folded, so a check does not depend on wrapping. */
async function printed(core: Core, id: string, layout: ReceiptLayout, language: ReceiptLanguage, name: string) {
  const { html } = prepareReceipt(core.database, id, { layout, language });
  const { pdf, scrollWidth, viewportWidth } = await receiptPdf(browser, html, layout);
  const info = pdfInfo(pdf);
  if (layout === 'roll80') {
    // The roll fits its 80 mm: nothing wider than the paper, one page cut to the content.
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    expect(info.widthPt / POINTS_PER_MM).toBeCloseTo(80, 0);
    expect(info.pages).toBe(1);
  } else {
    expect(info.widthPt / POINTS_PER_MM).toBeCloseTo(210, 0);
    expect(info.heightPt / POINTS_PER_MM).toBeCloseTo(297, 0);
  }
  const pngs = savePngs(pdf, name);
  expect(pngs.length).toBe(info.pages);
  const text = pdfText(pdf).replace(/\s+/g, ' ').trim();
  // The footer is the last thing on the receipt: when it is on the paper, nothing was cut off.
  expect(text).toMatch(language === 'is' ? /Geymdu þessa kvittun[^.]*\./ : /Keep this receipt[^.]*\./);
  return { html, text };
}

describe('receipts of real submissions, printed by Chromium and read back with pdftotext', () => {
  it.each(COMBINATIONS)('company, %s/%s: every ID, name and agreed fee is on the paper', async (layout, language) => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'privatelimitedcompany', 'Kaffi Laugavegur ehf.');
    const result = getApplication(core.database, id)!.result as SubmissionResult;
    expect(result.stores).toHaveLength(2);

    const { text } = await printed(core, id, layout, language, `company-${layout}-${language}`);
    const is = language === 'is';
    for (const expected of [
      OPERATOR_NAME,
      AGENT_NAME,
      'Kaffi Laugavegur ehf.',
      '471008-0280',
      is ? 'Einkahlutafélag (ehf.)' : 'Private limited company',
      String(result.merchantId),
      ...result.stores.flatMap((s) => [s.storeName, String(s.agreementId), String(s.terminalId)]),
      'Landsbankinn',
      // The IBAN by its bank and account, not by the holder's number at its end (R2).
      'IS•• 0159 •••• 7654 ••••',
      // Fee names, markets and types in the receipt's language (docs/decisions.md F6), values exact with their units.
      is ? 'Innlend debetkort' : 'Domestic debit cards',
      is ? 'Erlend kreditkort' : 'Foreign credit cards',
      is ? '0,9%' : '0.9%',
      is ? '2,9%' : '2.9%',
      is ? '15 kr.' : 'ISK 15',
      is ? 'Heimildargjald' : 'Authorization fee',
      is ? '4,5 kr.' : 'ISK 4.5',
      is ? '0,2%' : '0.2%',
      is ? 'Netgátt, færslugjald' : 'E-com gateway transaction',
      is ? '0,0125%' : '0.0125%',
      is ? 'Milli landa' : 'Cross-border',
      is ? 'Kort ekki á staðnum' : 'Card not present',
      is ? 'Umsókn send inn' : 'Application submitted',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
    expect(text).not.toMatch(/REPRINT|ENDURPRENTUN/);
    expect(text).not.toContain(is ? 'ekki enn send inn' : 'not yet submitted');
  });

  it.each([['a4', 'en'] as const, ['roll80', 'is'] as const])(
    'sole trader, %s/%s: the national ID only masked to its last four',
    async (layout, language) => {
      const service = await startService();
      const core = await openTestCore(service.baseUrl);
      const id = await boardApplication(core, 'soletrader', 'Guðrún Jónsdóttir');
      const result = getApplication(core.database, id)!.result as SubmissionResult;
      const { html, text } = await printed(core, id, layout, language, `soletrader-${layout}-${language}`);
      expect(text).toContain('Guðrún Jónsdóttir');
      expect(text).toContain(language === 'is' ? 'Einstaklingur í rekstri' : 'Sole trader');
      expect(text).toContain('•••• 3019');
      expect(text).toContain(String(result.merchantId));
      for (const leak of [TEST_PERSON_KENNITALA, TEST_PERSON_KENNITALA.replace('-', ''), '010130']) {
        expect(text).not.toContain(leak);
        expect(html).not.toContain(leak);
      }
    },
  );

  it.each([['roll80', 'en'] as const, ['a4', 'is'] as const])(
    'queued but not submitted, %s/%s: "received, not yet submitted", without any ID',
    async (layout, language) => {
      const service = await startService();
      const core = await openTestCore(service.baseUrl);
      const id = await boardApplication(core, 'privatelimitedcompany', 'Kaffi Laugavegur ehf.', { pending: true });
      expect(getApplication(core.database, id)!.status).toBe('queued');
      const { html, text } = await printed(core, id, layout, language, `pending-${layout}-${language}`);
      expect(text).toContain(language === 'is' ? 'Umsókn móttekin, ekki enn send inn' : 'Application received, not yet submitted');
      expect(text).toContain('Kaffi Akureyri');
      expect(text).toContain(language === 'is' ? 'Heimildargjald' : 'Authorization fee');
      // No service ID exists yet; the training service's ranges make a stray one easy to see (G18).
      expect(text).not.toMatch(/\b(1\d{5}|5\d{5}|8\d{7})\b/);
      expect(text).not.toMatch(/Merchant ID|Söluaðilanúmer \d|Agreement ID|Terminal ID|Samningsnúmer|Posanúmer/);
      expect(html).not.toContain('<svg');
      expect(service.stats().merchantsTotal).toBe(0);
    },
  );

  it.each([['a4', 'en'] as const, ['roll80', 'is'] as const])('reprint, %s/%s: REPRINT with both dates', async (layout, language) => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'partnership', 'Bakarí Sameign sf.');
    const first = recordReceiptPrint(core.database, id, { layout, language, kind: 'print', destination: null });
    expect(first.print.reprint).toBe(false);
    const { text } = await printed(core, id, layout, language, `reprint-${layout}-${language}`);
    expect(text).toContain(language === 'is' ? 'ENDURPRENTUN' : 'REPRINT');
    expect(text).toMatch(language === 'is' ? /Fyrst prentað .+ Prentað \d/ : /First printed .+ Printed \d/);
    expect(text).toContain('Bakarí Sameign sf.');
  });

  it.each(['en', 'is'] as const)(
    'an A4 receipt for one store fits one page, with every fee, both notices and a banner (%s)',
    async (language) => {
      // The training settings' every processing fee and service charge, a sole trader with the two
      // notices a receipt prints, and the REPRINT banner: the most a one-store receipt holds.
      const data = sampleReceipt({
        entityType: 'soletrader',
        legalName: 'Anna Jónsdóttir Hárgreiðsla',
        identity: { kind: 'nationalId', masked: '••••\u00a03019' },
        stores: [{ name: 'Hárgreiðslustofa Önnu', agreementId: 500001, terminalId: 80000001 }],
        serviceCharges: MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN.map((name, index) => ({
          name,
          fixedValue: index * 15,
          percentageValue: 0.9 + index,
        })),
        processingFees: trainingSettings().Fees.processingFees.map((fee) => ({
          name: fee.name,
          markets: [...fee.markets],
          types: [...fee.types],
          value: fee.value ?? fee.default,
          decimalPrecision: fee.decimalPrecision,
          valueType: fee.valueType,
        })),
        notices: [{ code: 'kennitala_unverifiable' }, { code: 'iban_holder_differs', party: 'applicant', holderMasked: '••••\u00a00339' }],
      });
      const html = renderReceiptHtml(data, {
        layout: 'a4',
        language,
        now: new Date(),
        reprintOf: { printedAt: '2026-11-21T10:20:00.000Z' },
      });
      const { pdf } = await receiptPdf(browser, html, 'a4');
      savePngs(pdf, `one-store-a4-${language}`);
      expect(pdfInfo(pdf).pages).toBe(1);
      const text = pdfText(pdf);
      expect(text).toContain(language === 'is' ? 'Geymdu þessa kvittun' : 'Keep this receipt');
      expect(text.toLowerCase()).toContain(language === 'is' ? 'athugasemdir' : 'notices');
    },
  );

  it('the roll keeps to its 80 mm with unbroken 200-character names, and A4 continues onto a second page', async () => {
    const long = (word: string) => word.repeat(Math.ceil(200 / word.length)).slice(0, 200);
    const data = sampleReceipt({
      legalName: long('Þórsbúðarverslunin'),
      operatorName: long('Greiðslumiðlun'),
      agentName: long('Sigríður'),
      stores: Array.from({ length: 30 }, (_, i) => ({ name: `${long('Verslun')}${i}`, agreementId: 500001 + i, terminalId: 80000001 + i })),
      serviceCharges: [{ name: long('Domesticdebitcards'), fixedValue: 123456789.1234, percentageValue: 99.9999 }],
    });
    const html = renderReceiptHtml(data, { layout: 'roll80', language: 'is', now: new Date() });
    const roll = await receiptPdf(browser, html, 'roll80');
    expect(roll.scrollWidth).toBeLessThanOrEqual(roll.viewportWidth);
    expect(pdfInfo(roll.pdf).pages).toBe(1);
    expect(pdfText(roll.pdf)).toContain('80000030');
    savePngs(roll.pdf, 'long-content-roll80-is');

    const a4 = await receiptPdf(browser, renderReceiptHtml(data, { layout: 'a4', language: 'en', now: new Date() }), 'a4');
    expect(a4.scrollWidth).toBeLessThanOrEqual(a4.viewportWidth);
    expect(pdfInfo(a4.pdf).pages).toBeGreaterThan(1);
    expect(pdfText(a4.pdf)).toContain('80000030');
    savePngs(a4.pdf, 'long-content-a4-en');
  });

  it('the HTML of a real receipt holds neither the full IBAN nor the account number nor any person’s national ID', async () => {
    const service = await startService();
    const core = await openTestCore(service.baseUrl);
    const id = await boardApplication(core, 'publiclimitedcompany', 'Hraðbúð hf.');
    // The company's own account: its last ten digits are the company's number, printed on purpose,
    // so what must not appear is the rest, the account itself.
    const iban = MERCHANT_IBANS.company.slice(0, 16);
    for (const layout of ['a4', 'roll80'] as const) {
      for (const language of ['en', 'is'] as const) {
        const { html } = prepareReceipt(core.database, id, { layout, language });
        const flat = html.replace(/[\s\u00a0-]/g, '');
        for (let i = 0; i + 6 <= iban.length; i++) expect(flat).not.toContain(iban.slice(i, i + 6));
        for (const leak of ['0159-26-007654', '015926007654', TEST_PERSON_KENNITALA, TEST_PERSON_KENNITALA.replace('-', '')]) {
          expect(html).not.toContain(leak);
        }
        expect(html).toContain('IS••\u00a00159\u00a0••••\u00a07654\u00a0••••');
        expect(html).not.toContain('••••\u00a00280');
      }
    }
  });
});
