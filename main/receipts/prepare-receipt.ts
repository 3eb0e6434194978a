import type { ReceiptLanguage, ReceiptLayout, Store } from '../store';
import { type ReceiptData, loadReceiptData } from './receipt-data';
import { type ReceiptPrint, firstPrintOf } from './receipt-prints';
import { renderReceiptHtml } from './render-receipt';

export interface PreparedReceipt {
  data: ReceiptData;
  html: string;
  /** The first print of this receipt when this one will be a reprint. */
  reprintOf: ReceiptPrint | undefined;
}

/**
 * The receipt as it will be printed now: from the stored application, marked REPRINT when this
 * receipt was printed before. Printing it is recorded separately, once it has happened.
 */
export function prepareReceipt(
  store: Store,
  id: string,
  options: { layout: ReceiptLayout; language: ReceiptLanguage; timeZone?: string },
): PreparedReceipt {
  const data = loadReceiptData(store, id);
  const reprintOf = firstPrintOf(store, id, data.document);
  const html = renderReceiptHtml(data, {
    layout: options.layout,
    language: options.language,
    now: store.now(),
    reprintOf: reprintOf ? { printedAt: reprintOf.printedAt } : undefined,
    timeZone: options.timeZone,
  });
  return { data, html, reprintOf };
}

/** A file name for a saved receipt: the merchant ID when there is one, never a personal name. */
export function receiptFileName(data: ReceiptData, layout: ReceiptLayout, extension: 'pdf' | 'html'): string {
  return `receipt-${data.merchantId ?? 'pending'}-${layout}.${extension}`;
}
