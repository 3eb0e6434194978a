import type { ReceiptLanguage, ReceiptLayout } from '$shared/receipt-options';
import { type Html, html, trustedHtml } from './html';
import type { ReceiptData } from './receipt-data';
import { receiptWords } from './receipt-i18n';
import {
  bankSection,
  detailsSection,
  feesSection,
  merchantSection,
  noticesSection,
  qrBlock,
  type SectionContext,
  storesSection,
} from './receipt-sections';
import { receiptStyles } from './receipt-styles';

export interface ReceiptRenderOptions {
  layout: ReceiptLayout;
  language: ReceiptLanguage;
  /** Set when an earlier receipt of the same kind was printed: when that first one was. */
  reprintOf?: { printedAt: string };
  /** A PDF or a file made before the paper original: it says COPY, the paper is the original (R12). */
  copy?: boolean;
  /** The moment of this print, printed on the receipt. */
  now: Date | string;
  /** IANA time zone of the printed dates; the machine's when absent. */
  timeZone?: string;
}

/**
 * Nothing may run or load: the receipt is shown in a preview frame and printed, and a name that
 * slipped past escaping would still be inert.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * The one receipt template (issue "Receipts" §4): a complete, self-contained HTML document built
 * from stored data only. Pure: the same data and options give the same document, byte for byte.
 */
export function renderReceiptHtml(data: ReceiptData, options: ReceiptRenderOptions): string {
  const w = receiptWords(options.language, options.timeZone);
  const context: SectionContext = { data, w, roll: options.layout === 'roll80' };
  const submitted = data.document === 'submitted';
  const printedAt = w.dateTime(options.now);
  const title = [w.t('documentTitle'), data.merchantId === null ? '' : String(data.merchantId), '–', data.legalName]
    .filter(Boolean)
    .join(' ');

  const header = html`<header>
    <div class="brand">
      ${data.operatorName ? html`<p class="operator">${data.operatorName}</p>` : ''}
      <h1>${w.t('title')}</h1>
      ${submitted ? html`<p class="status">${w.t('submittedStatus')}</p>` : ''}
    </div>
    ${context.roll ? '' : qrBlock(context)}
  </header>`;

  // The date of this print is the details' "Printed"; the banner names the first print only, so
  // the receipt is as tall on screen as on paper, where the roll's length is measured.
  const reprintLine = options.reprintOf ? w.t('reprintLine', { original: w.dateTime(options.reprintOf.printedAt) }) : '';
  const reprint: Html | '' = options.reprintOf
    ? html`<div class="banner reprint"><strong>${w.t('reprint')}</strong> ${reprintLine}</div>`
    : options.copy
      ? html`<div class="banner reprint copy"><strong>${w.t('copy')}</strong> ${w.t('copyLine')}</div>`
      : '';
  const retained: Html | '' = data.retainedSince
    ? html`<div class="banner retained">
        <strong>${w.t('retained')}</strong> ${w.t('retainedLine', { date: w.dateTime(data.retainedSince) })}
      </div>`
    : '';
  const pending = submitted
    ? ''
    : html`<div class="banner pending">
        <p><strong>${w.t('pendingStatus')}</strong></p>
        <p>${w.t('pendingExplanation')}</p>
      </div>`;

  const footer = html`<footer><p>${submitted ? w.t('keepSubmitted') : w.t('keepPending')}</p></footer>`;
  // A4 sets the short sections side by side so a typical receipt fits one page; the roll is one column.
  const body = context.roll
    ? html`${header} ${reprint} ${retained} ${pending} ${merchantSection(context)} ${qrBlock(context)} ${detailsSection(context, printedAt)}
      ${storesSection(context)} ${feesSection(context)} ${bankSection(context)} ${noticesSection(context)} ${footer}`
    : html`${header} ${reprint} ${retained} ${pending}
        <div class="columns">
          ${merchantSection(context)}
          <div>${detailsSection(context, printedAt)}${bankSection(context)}</div>
        </div>
        ${storesSection(context)} ${feesSection(context)} ${noticesSection(context)} ${footer}`;

  return html`<!doctype html>
    <html lang="${options.language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${trustedHtml(receiptStyles(options.layout))}
        </style>
      </head>
      <body class="layout-${options.layout}${submitted ? '' : ' is-pending'}">
        ${body}
      </body>
    </html> `.text;
}
