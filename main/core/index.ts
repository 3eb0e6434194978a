/**
 * The core's one entrance: all that the IPC layer, the command line and the runtime may call of it.
 * Named one by one, so widening it is a reviewed change; `eslint/layering-rule.js` holds
 * `main/ipc/`, `main/cli/` and `main/runtime/` to this file. What reads or writes the database goes
 * through `coreFor` (or `databaseRequestsFor` beside the app); the rest of the core, the database, the
 * documents, receipts and the service client stay behind it.
 *
 * Importing it is cheap: nothing here loads sharp, pdf.js, tesseract or the document readers at
 * start. They are loaded at their first use (`import()` inside the function that needs them), so a
 * command that reads no document, and `--help`, never pay for them; `test/unit/core/entrance.test.ts`
 * holds every entry point to that.
 */

// Opening the core, and what runs beside it.
export { type Core, type CoreOptions, openCore } from './core';
export { type CoreRequests, coreFor } from './requests';
export { type DatabaseRequests, databaseRequestsFor } from './database-requests';
export { type BesideApp, openBesideApp } from './beside-app';
export { DataFolderInUseError } from './data-folder-lock';
export { type Scheduler, startScheduler } from './scheduler';
export { type PurgeSchedule, startPurgeSchedule } from './retention/purge-schedule';
export type { DocumentReaders } from './documents/document-readings';
export { APP_CONFIG, CONFIG } from './settings/config-keys';

// What the agent sees of the app's state.
export { statusView } from './views/status-view';
export { settingsView } from './views/settings-view';
export { missingAfter } from './views/service-in-force';

// Applications: importing, duplicates, test persons, unknown outcomes.
export { ImportError } from './applications/import-application';
export { type PossibleDuplicate, statusText } from './applications/duplicates';
export { testPersonPaths } from './applications/test-persons';
export { readConfirmedIds } from './outbox/resolve-unknown';

// Documents: intake, files, scanners.
export type { DocumentTarget } from './documents/document-intake';
export { DocumentError } from '$main/documents/document-errors';
export { detectFormat } from '$main/documents/detect-format';
export { type ScannerBackend, ScannerError } from '$main/documents/scanner/scanner';
export { createScanners, defaultScannerBackends, type Scanners } from '$main/documents/scanner/scanners';
export { RegularFileError, readRegularFile } from '$main/files/regular-file';

// Receipts.
export { receiptFileName } from './receipts/prepare-receipt';
export { ReceiptUnavailableError } from '$main/receipts/receipt-data';
export type { ReceiptPrinter } from '$main/receipts/receipt-printer';

// The data's lifetime: backups, retention, disk space, the wipe.
export { type RestoreSummary, restoreBackupInto } from './backup/backups';
export { isRetentionDays, MAX_RETENTION_DAYS } from './retention/retention';
export { DiskFullError, isDiskFull } from './retention/disk-space';
export { type WipeReport, WipeRefusedError, wipeBlockers, wipeDataFolder } from './retention/wipe';

// Errors the callers turn into codes.
export { DatabaseError } from '$main/database';
export { ServiceError } from '$main/client/service-error';
