import { describe, expect, it } from 'vitest';
import { renderReceiptHtml, type ReceiptRenderOptions } from '$main/receipts/render-receipt';
import { PENDING_OVERRIDES, sampleReceipt } from './sample-receipt';
import { expectedMatrix, matrixFromSvg, qrSvgOf } from './qr-matrix';

const base: ReceiptRenderOptions = { layout: 'a4', language: 'en', now: '2026-11-21T11:30:00.000Z', timeZone: 'UTC' };
const LAYOUTS = ['a4', 'roll80'] as const;
const LANGUAGES = ['en', 'is'] as const;

/** The text of the document as on paper (or on `screen`), tags dropped and entities decoded. */
function textOf(html: string, media: 'paper' | 'screen' = 'paper'): string {
  const hidden = media === 'paper' ? 'on-screen' : 'on-paper';
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(new RegExp(`<span class="${hidden}">[^<]*</span>`, 'g'), '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');
}

describe('renderReceiptHtml', () => {
  it.each(LAYOUTS.flatMap((layout) => LANGUAGES.map((language) => [layout, language] as const)))(
    '%s/%s is one self-contained document: no script, nothing remote, a CSP that forbids both',
    (layout, language) => {
      const html = renderReceiptHtml(sampleReceipt(), { ...base, layout, language });
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|@import|url\(|\son\w+=/i);
      expect(html).not.toMatch(/\s(src|href)=/i);
      expect(html).toContain(`content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;`);
      expect(html).toContain(layout === 'a4' ? '@page { size: A4;' : '@page { size: 80mm 297mm; margin: 0; }');
    },
  );

  it.each(LAYOUTS)('%s: every element it opens is closed, down to the footer', (layout) => {
    for (const data of [sampleReceipt(), sampleReceipt(PENDING_OVERRIDES)]) {
      const html = renderReceiptHtml(data, { ...base, layout, reprintOf: { printedAt: '2026-11-20T09:05:00.000Z' } });
      for (const tag of [
        'html',
        'head',
        'body',
        'header',
        'footer',
        'section',
        'div',
        'dl',
        'dt',
        'dd',
        'table',
        'thead',
        'tbody',
        'tr',
        'td',
        'th',
        'p',
        'svg',
      ]) {
        const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
        const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
        expect([tag, closed]).toEqual([tag, opened]);
      }
      expect(textOf(html)).toMatch(/Keep this receipt[^<]*\. $/);
    }
  });

  it('prints every ID and name of a submitted application', () => {
    const text = textOf(renderReceiptHtml(sampleReceipt(), base));
    for (const expected of [
      'Norðurljós Greiðslur hf.',
      'Sigríður Þórsdóttir',
      'Kaffi Laugavegur ehf.',
      'Private limited company',
      '471008-0280',
      'Merchant ID 1234567',
      'Kaffi Laugavegur 500001 80000001',
      'Kaffi Akureyri 500002 80000002',
      'Domestic debit cards ISK\u00a00 0.9%',
      'Foreign credit cards ISK\u00a015 2.9%',
      'Authorization fee Iceland · Card present ISK\u00a04.5',
      'Payment fee Cross-border · Card not present, Card present 1.25%',
      'Landsbankinn',
      'IBAN IS••\u00a00159\u00a0••••\u00a07654\u00a0••••',
      'Submitted 21 Nov 2026, 10:15',
      'Printed 21 Nov 2026, 11:30',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REPRINT');
    // valueType is printed as the value's unit, never as a bare code.
    expect(text).not.toMatch(/value type/i);
  });

  it('never groups the digits of an ID as if it were an amount', () => {
    for (const language of LANGUAGES) {
      const text = textOf(renderReceiptHtml(sampleReceipt(), { ...base, language }));
      expect(text).toContain('1234567');
      expect(text).not.toMatch(/1[.,\s\u00a0\u202f]234[.,\s\u00a0\u202f]567/);
    }
  });

  it('speaks Icelandic with Icelandic dates and numbers', () => {
    const text = textOf(renderReceiptHtml(sampleReceipt(), { ...base, language: 'is', layout: 'roll80' }));
    for (const expected of [
      'Kvittun fyrir umsókn söluaðila',
      'Söluaðilanúmer 1234567',
      'Einkahlutafélag (ehf.)',
      'Samningsnúmer 500001',
      'Posanúmer 80000001',
      'Erlend kreditkort 15\u00a0kr. 2,9%',
      'Heimildargjald Ísland · Kort á staðnum 4,5\u00a0kr.',
      'Greiðslugjald Milli landa · Kort ekki á staðnum, Kort á staðnum 1,25%',
      'Sent inn 21. nóv. 2026, 10:15',
      'Fulltrúi Sigríður Þórsdóttir',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('escapes every text it prints: a business name cannot become markup', () => {
    const html = renderReceiptHtml(
      sampleReceipt({
        legalName: '<script>alert(1)</script> & Co',
        agentName: '<img src=x onerror=alert(2)>',
        operatorName: '"Quoted" & \'single\'',
        stores: [{ name: '</td><b>Shop</b>', agreementId: 1, terminalId: 2 }],
      }),
      base,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&quot;Quoted&quot; &amp; &#39;single&#39;');
    expect(html).toContain('&lt;/td&gt;&lt;b&gt;Shop&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<img|<b>/i);
    // Also in the title, which browsers use to name a saved PDF.
    expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toBe('Receipt 1234567 – &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  it('a pending receipt says "not yet submitted" and carries no IDs and no QR code', () => {
    for (const layout of LAYOUTS) {
      const html = renderReceiptHtml(sampleReceipt(PENDING_OVERRIDES), { ...base, layout });
      const text = textOf(html);
      expect(text).toContain('Application received, not yet submitted');
      expect(text).toContain('Received 21 Nov 2026, 10:15');
      expect(text).toContain('Kaffi Akureyri');
      expect(text).not.toMatch(/Merchant ID \d|Agreement ID|Terminal ID|Application submitted/);
      expect(qrSvgOf(html)).toBeUndefined();
    }
    const icelandic = textOf(renderReceiptHtml(sampleReceipt(PENDING_OVERRIDES), { ...base, language: 'is' }));
    expect(icelandic).toContain('Umsókn móttekin, ekki enn send inn');
  });

  it('a reprint says REPRINT with the date of the first print, and the date of this print', () => {
    const reprintOf = { printedAt: '2026-11-20T09:05:00.000Z' };
    const en = textOf(renderReceiptHtml(sampleReceipt(), { ...base, reprintOf }));
    expect(en).toContain('REPRINT First printed 20 Nov 2026, 09:05');
    expect(en).toContain('Printed 21 Nov 2026, 11:30');
    const is = textOf(renderReceiptHtml(sampleReceipt(), { ...base, language: 'is', reprintOf }));
    expect(is).toContain('ENDURPRENTUN Fyrst prentað 20. nóv. 2026, 09:05');
    expect(is).toContain('Prentað 21. nóv. 2026, 11:30');
  });

  it('on screen, before anything is printed, says "Prepared" and never claims a print of now', () => {
    const reprintOf = { printedAt: '2026-11-20T09:05:00.000Z' };
    const en = textOf(renderReceiptHtml(sampleReceipt(), { ...base, reprintOf }), 'screen');
    expect(en).toContain('Prepared 21 Nov 2026, 11:30');
    expect(en).toContain('REPRINT First printed 20 Nov 2026, 09:05');
    expect(en).not.toMatch(/Printed 21 Nov|Reprinted/);
    const is = textOf(renderReceiptHtml(sampleReceipt(), { ...base, language: 'is' }), 'screen');
    expect(is).toContain('Útbúið 21. nóv. 2026, 11:30');
    expect(is).not.toContain('Prentað');
  });

  it('says so in words when no processing fees were agreed, rather than printing an empty table', () => {
    const text = textOf(renderReceiptHtml(sampleReceipt({ processingFees: [] }), base));
    expect(text).toContain('No processing fees were agreed with this application.');
    const is = textOf(renderReceiptHtml(sampleReceipt({ processingFees: [] }), { ...base, language: 'is' }));
    expect(is).toContain('Engin færslugjöld voru umsamin í þessari umsókn.');
  });

  it('prints a processing fee the settings no longer list exactly, without a unit it cannot know', () => {
    const fee = { name: 'Old fee', markets: ['Iceland'], types: [], value: 0.125, decimalPrecision: null, valueType: null };
    const text = textOf(renderReceiptHtml(sampleReceipt({ processingFees: [fee] }), base));
    expect(text).toContain('Old fee Iceland 0.125');
  });

  it('a sole trader shows the masked national ID, never a company number', () => {
    const text = textOf(
      renderReceiptHtml(
        sampleReceipt({
          entityType: 'soletrader',
          identity: { kind: 'nationalId', masked: '••••\u00a03019' },
          legalName: 'Guðrún Jónsdóttir',
        }),
        base,
      ),
    );
    expect(text).toContain('National ID ••••\u00a03019');
    expect(text).toContain('Sole trader');
    expect(text).not.toContain('Company number');
  });

  it.each(LAYOUTS.flatMap((layout) => LANGUAGES.map((language) => [layout, language] as const)))(
    '%s/%s prints the notices in its language, the holder masked, and no section when there are none',
    (layout, language) => {
      const notices = [
        { code: 'kennitala_unverifiable' as const },
        { code: 'iban_holder_differs' as const, party: 'company' as const, holderMasked: '••••\u00a03019' },
      ];
      const text = textOf(renderReceiptHtml(sampleReceipt({ notices }), { ...base, layout, language }));
      const words =
        language === 'en'
          ? ['Notices', 'cannot be verified by a check digit', 'belongs to kennitala ••••\u00a03019, not to the company']
          : ['Athugasemdir', 'sannreyna kennitölu', 'tilheyrir kennitölu ••••\u00a03019, ekki fyrirtækinu'];
      for (const word of words) expect(text).toContain(word);
      const none = textOf(renderReceiptHtml(sampleReceipt(), { ...base, layout, language }));
      expect(none).not.toContain(words[0]);
    },
  );

  it('is a pure function of its input', () => {
    expect(renderReceiptHtml(sampleReceipt(), base)).toBe(renderReceiptHtml(sampleReceipt(), base));
  });

  it.each(LAYOUTS)('%s: the QR code is drawn from the merchant ID and nothing else', (layout) => {
    const svg = qrSvgOf(renderReceiptHtml(sampleReceipt(), { ...base, layout }))!;
    expect(svg).toBeDefined();
    expect(matrixFromSvg(svg)).toEqual(expectedMatrix('1234567'));
    expect(matrixFromSvg(svg)).not.toEqual(expectedMatrix('1234568'));
  });
});
