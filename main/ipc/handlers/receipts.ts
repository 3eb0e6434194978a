import type { receiptsChannels } from '$shared/ipc/channels/receipts';
import { APP_CONFIG, coreFor, receiptFileName, ReceiptUnavailableError } from '$main/core';
import { HandlerError } from '../dispatcher';
import type { ChannelHandlers, HandlerContext } from './context';

/** Receipts: rendered from stored data, every print recorded, PDFs where the platform makes them. */
export function receiptsHandlers({ core, printer }: HandlerContext): ChannelHandlers<typeof receiptsChannels> {
  const { receipts, settings } = coreFor(core, 'agent');

  const printersView = async () =>
    printer === undefined
      ? { available: false, printers: [], chosen: null }
      : { available: true, printers: await printer.printers(), chosen: settings.get<string>(APP_CONFIG.receiptPrinter) ?? null };

  return {
    'receipts:render': ({ id, layout, language, kind }) =>
      refusals(() => {
        const { html, reprintOf } = receipts.prepare(id, { layout, language, kind });
        return {
          html,
          reprint: reprintOf !== undefined,
          originalPrintedAt: reprintOf?.printedAt ?? null,
          pdfAvailable: printer !== undefined,
        };
      }),
    'receipts:record': ({ id, layout, language, kind, destination }) =>
      refusals(() => {
        const { print } = receipts.record(id, { layout, language, kind, destination: destination ?? null });
        return { reprint: print.reprint, printedAt: print.printedAt };
      }),
    'receipts:pdf': async ({ id, layout, language }) => {
      if (printer === undefined) {
        throw new HandlerError('pdf_in_print_dialog', {}, 'PDFs are not made here: use Print and choose "Save as PDF" in the print dialog');
      }
      const { html, data } = refusals(() => receipts.prepare(id, { layout, language, kind: 'pdf' }));
      const pdf = await printer.toPdf(html, layout);
      const { print } = refusals(() => receipts.record(id, { layout, language, kind: 'pdf', destination: null }));
      return {
        dataBase64: pdf.toString('base64'),
        fileName: receiptFileName(data, layout, 'pdf'),
        reprint: print.reprint,
        printedAt: print.printedAt,
      };
    },
    'receipts:print': async ({ id, layout, language }) => {
      if (printer === undefined) return { outcome: 'unavailable' };
      const { html } = refusals(() => receipts.prepare(id, { layout, language }));
      const chosen = settings.get<string>(APP_CONFIG.receiptPrinter) ?? null;
      if (!(await printer.print(html, layout, chosen))) return { outcome: 'cancelled' };
      const { print } = refusals(() => receipts.record(id, { layout, language, kind: 'print', destination: chosen }));
      return { outcome: 'printed', reprint: print.reprint, printedAt: print.printedAt, printer: chosen };
    },
    'receipts:printers': () => printersView(),
    'receipts:choosePrinter': async ({ name }) => {
      settings.set(APP_CONFIG.receiptPrinter, name ?? undefined);
      return printersView();
    },
    'receipts:history': ({ id }) =>
      receipts.prints(id).map((print) => ({
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
    if (error instanceof ReceiptUnavailableError)
      throw new HandlerError('no_receipt', { status: error.status === 'unknown_outcome' ? 'unknown_outcome' : 'other' }, error.message);
    throw error;
  }
}
