import { type DraftBody, readDraftBody } from '$shared/draft';
import type { Notice } from '$shared/rules/notice';
import type { SubmissionResult } from '$shared/submission-result';
import { type ReceiptData, ReceiptUnavailableError, receiptDataOf, receiptDocumentOf } from '$main/receipts/receipt-data';
import {
  type ApplicationRecord,
  type Database,
  DatabaseError,
  getApplication,
  getRetainedReceipt,
  getSettingsSnapshot,
} from '$main/database';

/**
 * What a receipt takes from beyond the stored application: the names configured now (R7: a
 * reprint after a change shows the new ones), and the application's notices, which the core
 * gathers from more than the application.
 */
export interface ReceiptContext {
  names: Pick<ReceiptData, 'operatorName' | 'agentName'>;
  noticesOf: (record: ApplicationRecord, draft: DraftBody) => Notice[];
}

/** Everything the receipt of application `id` prints, from stored data only. */
export function loadReceiptData(database: Database, id: string, context: ReceiptContext): ReceiptData {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `No application ${id}`);
  const document = receiptDocumentOf(record);
  const retained = getRetainedReceipt(database, id);
  if (retained !== undefined) {
    // A purged application: its body is gone, the receipt's own data was kept (core/retention.ts).
    const kept = retained.receipt as Omit<ReceiptData, 'operatorName' | 'agentName' | 'retainedSince'>;
    return {
      ...kept,
      // Receipts retained before notices were printed have none.
      notices: (kept as Partial<Pick<ReceiptData, 'notices'>>).notices ?? [],
      ...context.names,
      retainedSince: retained.purgedAt,
    };
  }
  const draft = readDraftBody(record.body);
  const result = document === 'submitted' ? (record.result as SubmissionResult | null) : null;
  if (document === 'submitted' && result === null)
    throw new ReceiptUnavailableError(`Application ${id} is submitted but has no IDs stored.`, record.status);
  const settings = record.settingsSnapshotId === null ? undefined : getSettingsSnapshot(database, record.settingsSnapshotId)?.settings;
  const notices = context.noticesOf(record, draft);
  return receiptDataOf({ record, document, draft, result, settings, names: context.names, notices });
}
