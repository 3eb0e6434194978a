import { z } from 'zod';
import { ByIdSchema, IdSchema, LanguageSchema } from '../views';

export const ReceiptLayoutSchema = z.enum(['a4', 'roll80']);
export type ReceiptLayout = z.infer<typeof ReceiptLayoutSchema>;

/** Which receipt: the one with the service's IDs, or "application received, not yet submitted". */
export const ReceiptDocumentSchema = z.enum(['submitted', 'pending']);

const ReceiptRequestSchema = z.object({ id: IdSchema, layout: ReceiptLayoutSchema, language: LanguageSchema });

export const ReceiptPrintViewSchema = z.object({
  id: z.number().int(),
  printedAt: z.string(),
  layout: ReceiptLayoutSchema,
  language: LanguageSchema,
  kind: z.enum(['print', 'pdf', 'html']),
  document: ReceiptDocumentSchema,
  /** Not the first print of this receipt: it carried REPRINT. */
  reprint: z.boolean(),
  destination: z.string().nullable(),
});
export type ReceiptPrintView = z.infer<typeof ReceiptPrintViewSchema>;

/**
 * Receipts, rendered in main from stored data only. The renderer shows `html` in a frame and
 * prints it, then records the print; `receipts:pdf` needs the app's PDF maker and records itself.
 */
const PrintersViewSchema = z.object({
  /** False where main cannot print (the browser host): the page prints its preview instead. */
  available: z.boolean(),
  printers: z.array(z.object({ name: z.string(), displayName: z.string() })),
  /** The printer receipts go to without a dialog; null: the system print dialog each time. */
  chosen: z.string().nullable(),
});

export const receiptsChannels = {
  /** Prints in main (the app): silently to the chosen printer, else through the system dialog; records only a real print. */
  'receipts:print': {
    request: ReceiptRequestSchema,
    response: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('printed'), reprint: z.boolean(), printedAt: z.string(), printer: z.string().nullable() }),
      z.object({ outcome: z.literal('cancelled') }),
      z.object({ outcome: z.literal('unavailable') }),
    ]),
  },
  'receipts:printers': { request: z.object({}), response: PrintersViewSchema },
  'receipts:choosePrinter': { request: z.object({ name: z.string().min(1).max(300).nullable() }), response: PrintersViewSchema },
  'receipts:render': {
    /** `kind`: what the preview will become, a paper print (the default) or a PDF, which says COPY before the paper original (R12). */
    request: ReceiptRequestSchema.extend({ kind: z.enum(['print', 'pdf']).optional() }),
    response: z.object({
      /** A complete document: inline CSS and SVG, no script, nothing remote. */
      html: z.string(),
      /** The receipt was printed before, so this one says REPRINT; with the first print's time. */
      reprint: z.boolean(),
      originalPrintedAt: z.string().nullable(),
      /** Whether `receipts:pdf` works here; without it, save a PDF from the print dialog. */
      pdfAvailable: z.boolean(),
    }),
  },
  'receipts:record': {
    request: ReceiptRequestSchema.extend({
      kind: z.enum(['print', 'pdf']),
      /** Printer name or file, when the platform knows it. */
      destination: z.string().max(500).nullable().optional(),
    }),
    response: z.object({ reprint: z.boolean(), printedAt: z.string() }),
  },
  'receipts:pdf': {
    request: ReceiptRequestSchema,
    response: z.object({ dataBase64: z.string(), fileName: z.string(), reprint: z.boolean(), printedAt: z.string() }),
  },
  'receipts:history': { request: ByIdSchema, response: z.array(ReceiptPrintViewSchema) },
} as const;
