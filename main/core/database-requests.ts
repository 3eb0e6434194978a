import type { ReceiptKind, ReceiptLanguage, ReceiptLayout } from '$shared/receipt-options';
import {
  type ApplicationListQuery,
  type ApplicationRecord,
  type ApplicationStatus,
  type Database,
  getApplication,
  getConfig,
  listApplications,
  listAudit,
  restoreHoldOf,
} from '$main/database';
import { listIdsByStatus } from '$main/database/applications/ids-by-status';
import { readDraftBody } from '$shared/draft';
import { applicationDetails } from './applications/application-details';
import { possibleDuplicates } from './applications/duplicates';
import { noticesOf } from './applications/notices';
import { prepareReceipt } from './receipts/prepare-receipt';
import { type PrintToRecord, listReceiptPrints, recordReceiptPrint } from './receipts/receipt-prints';

/** The refusals the requests throw, with a code or a status the caller words. */
export { DatabaseError } from '$main/database';
export { ReceiptUnavailableError } from '$main/receipts/receipt-data';

/**
 * The part of the request façade that needs the database alone: all a command run beside the app
 * gets (decision CL1), where no core is open. `coreFor` offers the same with the rest.
 */
export function databaseRequestsFor(database: Database) {
  return {
    /** The database's clock (tests set it). */
    now: () => database.now(),
    applications: {
      record: (id: string): ApplicationRecord | undefined => getApplication(database, id),
      /** The stored rows of one page, as they are (the dashboard's `list` adds what a copy was copied from). */
      rows: (query: ApplicationListQuery) => listApplications(database, query),
      details: (id: string) => applicationDetails(database, id),
      idsByStatus: (statuses: readonly ApplicationStatus[]) => listIdsByStatus(database, statuses),
      notices: (record: ApplicationRecord) => noticesOf(database, record),
      duplicates: (record: ApplicationRecord) => possibleDuplicates(database, record, readDraftBody(record.body)),
      /** When the backup it was restored from was made, while the restore holds it; null otherwise. */
      restoreHold: (id: string) => restoreHoldOf(database, id),
    },
    audit: {
      entries: () => listAudit(database),
    },
    receipts: {
      /** The receipt as it prints now, marked REPRINT when it was printed before; nothing is recorded. */
      prepare: (id: string, options: { layout: ReceiptLayout; language: ReceiptLanguage; kind?: ReceiptKind }) =>
        prepareReceipt(database, id, options),
      /** Records a print once it happened. */
      record: (id: string, print: PrintToRecord) => recordReceiptPrint(database, id, print),
      prints: (id: string) => listReceiptPrints(database, id),
    },
    settings: {
      /** A value of the config table (`CONFIG`, `APP_CONFIG`). */
      get: <T>(key: string) => getConfig<T>(database, key),
    },
  };
}

export type DatabaseRequests = ReturnType<typeof databaseRequestsFor>;
