import type { receiptsChannels } from '../../../shared/ipc/channels/receipts';
import { prepareReceipt, receiptFileName } from '../../receipts/prepare-receipt';
import { ReceiptUnavailableError } from '../../receipts/receipt-data';
import { listReceiptPrints, recordReceiptPrint } from '../../receipts/receipt-prints';
import { HandlerError } from '../dispatcher';
import type { ChannelHandlers, HandlerContext } from './context';

// The PDF maker is a platform part like the secret store: the Electron shell passes one in, the
// browser host does not. Declared here until context.ts carries it itself.
/** Receipts: rendered from stored data, every print recorded, PDFs where the platform makes them. */
export function receiptsHandlers({ core, printer }: HandlerContext): ChannelHandlers<typeof receiptsChannels> {
  const { store } = core;

  return {
    'receipts:render': ({ id, layout, language }) =>
      refusals(() => {
        const { html, reprintOf } = prepareReceipt(store, id, { layout, language });
        return {
          html,
          reprint: reprintOf !== undefined,
          originalPrintedAt: reprintOf?.printedAt ?? null,
          pdfAvailable: printer !== undefined,
        };
      }),
    'receipts:record': ({ id, layout, language, kind, destination }) =>
      refusals(() => {
        const { print } = recordReceiptPrint(store, id, { layout, language, kind, destination: destination ?? null });
        return { reprint: print.reprint, printedAt: print.printedAt };
      }),
    'receipts:pdf': async ({ id, layout, language }) => {
      if (printer === undefined) {
        throw new HandlerError('invalid_request', 'PDFs are not made here: use Print and choose "Save as PDF" in the print dialog');
      }
      const { html, data } = refusals(() => prepareReceipt(store, id, { layout, language }));
      const pdf = await printer.toPdf(html, layout);
      const { print } = refusals(() => recordReceiptPrint(store, id, { layout, language, kind: 'pdf', destination: null }));
      return {
        dataBase64: pdf.toString('base64'),
        fileName: receiptFileName(data, layout, 'pdf'),
        reprint: print.reprint,
        printedAt: print.printedAt,
      };
    },
    'receipts:history': ({ id }) =>
      listReceiptPrints(store, id).map((print) => ({
        id: print.id,
        printedAt: print.printedAt,
        layout: print.layout,
        language: print.language,
        kind: print.kind,
        document: print.document,
        reprint: print.reprint,
        destination: print.destination,
      })),
  };
}

/** An application without a receipt in its state is a refusal the agent reads, not a failure. */
function refusals<T>(body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof ReceiptUnavailableError) throw new HandlerError('not_editable', error.message);
    throw error;
  }
}
