import {
  type ApplicationRecord,
  type ReceiptKind,
  type ReceiptLanguage,
  type ReceiptLayout,
  type ReceiptRecord,
  type Database,
  DatabaseError,
  getApplication,
  listReceipts,
  recordReceipt,
} from '$main/database';
import { type ReceiptDocument, receiptDocumentOf } from '$main/receipts/receipt-data';

/** A recorded print, with which receipt it was and whether it repeated an earlier one of that receipt. */
export interface ReceiptPrint extends ReceiptRecord {
  document: ReceiptDocument;
}

/**
 * Every print of an application's receipts, oldest first. A print made before the application
 * was submitted was the pending receipt; the first receipt with IDs is an original, not a reprint
 * of it (R6), so `reprint` is worked out per receipt rather than taken from the database's column,
 * which marks every print after an application's first. The original is the first copy on
 * paper: a PDF or a file is a copy that leaves the original for the merchant's paper.
 */
export function listReceiptPrints(database: Database, id: string): ReceiptPrint[] {
  return printsOf(database, requireApplication(database, id));
}

function printsOf(database: Database, record: ApplicationRecord): ReceiptPrint[] {
  const seen = new Set<ReceiptDocument>();
  return listReceipts(database, record.id).map((print) => {
    const document = documentOfPrint(record, print.printedAt);
    const reprint = seen.has(document);
    if (print.kind === 'print') seen.add(document);
    return { ...print, document, reprint };
  });
}

/** The first paper print of the receipt the application has now, if it was printed before. */
export function firstPrintOf(database: Database, id: string, document: ReceiptDocument): ReceiptPrint | undefined {
  return firstPaperPrint(listReceiptPrints(database, id), document);
}

function firstPaperPrint(prints: readonly ReceiptPrint[], document: ReceiptDocument): ReceiptPrint | undefined {
  return prints.find((print) => print.document === document && print.kind === 'print');
}

export interface PrintToRecord {
  layout: ReceiptLayout;
  language: ReceiptLanguage;
  kind: ReceiptKind;
  /** Printer name or file path; null when the shell does not say. */
  destination: string | null;
}

/** Records a print of the receipt the application has now; refused where it has none (R1). */
export function recordReceiptPrint(
  database: Database,
  id: string,
  print: PrintToRecord,
): { print: ReceiptPrint; original: ReceiptPrint | undefined } {
  // One read of the application (its body is decrypted) serves the document and its prints.
  const record = requireApplication(database, id);
  const document = receiptDocumentOf(record);
  const original = firstPaperPrint(printsOf(database, record), document);
  const recorded = recordReceipt(database, { applicationId: id, ...print });
  return { print: { ...recorded, document, reprint: original !== undefined }, original };
}

function requireApplication(database: Database, id: string): ApplicationRecord {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `No application ${id}`);
  return record;
}

function documentOfPrint(record: ApplicationRecord, printedAt: string): ReceiptDocument {
  if (record.status !== 'submitted' || record.submittedAt === null) return 'pending';
  return printedAt >= record.submittedAt ? 'submitted' : 'pending';
}
