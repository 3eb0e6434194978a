import type { ReceiptData } from '$main/receipts/receipt-data';
import { renderReceiptHtml } from '$main/receipts/render-receipt';
import type { ReceiptKind } from '$shared/receipt-options';
import { type ReceiptLanguage, type ReceiptLayout, type Database, getConfig } from '$main/database';
import { APP_CONFIG } from '../settings/config-keys';
import { type ReceiptContext, loadReceiptData } from './load-receipt-data';
import { noticesOf } from '../applications/notices';
import { type ReceiptPrint, firstPrintOf } from './receipt-prints';

export interface PreparedReceipt {
  data: ReceiptData;
  html: string;
  /** The first print of this receipt when this one will be a reprint. */
  reprintOf: ReceiptPrint | undefined;
}

/**
 * The receipt as it will be made now (`kind`: on paper, the default, or as a PDF or a file): from
 * the stored application, marked REPRINT when this receipt was printed on paper before, and COPY
 * when it is a PDF or a file made before that paper original (R12). Making it is recorded
 * separately, once it has happened.
 */
export function prepareReceipt(
  database: Database,
  id: string,
  options: { layout: ReceiptLayout; language: ReceiptLanguage; kind?: ReceiptKind; timeZone?: string },
): PreparedReceipt {
  const data = loadReceiptData(database, id, receiptContext(database));
  const reprintOf = firstPrintOf(database, id, data.document);
  const html = renderReceiptHtml(data, {
    layout: options.layout,
    language: options.language,
    now: database.now(),
    reprintOf: reprintOf ? { printedAt: reprintOf.printedAt } : undefined,
    copy: reprintOf === undefined && (options.kind ?? 'print') !== 'print',
    timeZone: options.timeZone,
  });
  return { data, html, reprintOf };
}

/** A file name for a saved receipt: the merchant ID when there is one, never a personal name. */
export function receiptFileName(data: ReceiptData, layout: ReceiptLayout, extension: 'pdf' | 'html'): string {
  return `receipt-${data.merchantId ?? 'pending'}-${layout}.${extension}`;
}

/** What a receipt from this database takes beyond the application: the names configured now, and its notices. */
export function receiptContext(database: Database): ReceiptContext {
  return {
    names: {
      operatorName: getConfig<string>(database, APP_CONFIG.operatorName)?.trim() ?? '',
      agentName: getConfig<string>(database, APP_CONFIG.agentName)?.trim() ?? '',
    },
    noticesOf: (record, draft) => noticesOf(database, record, draft),
  };
}
