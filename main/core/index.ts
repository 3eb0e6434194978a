/**
 * The core's public surface: what the IPC layer (and anything else that only translates requests)
 * may call. Named one by one, so widening it is a reviewed change; `eslint/layering-rule.js` holds
 * `main/ipc/` to this file. What reads or writes the store goes through `coreFor`; the rest of the
 * core, the store, documents, receipts and the service client stay behind it.
 */

// The core itself and what runs beside it.
export type { Core } from './core';
export { type CoreRequests, coreFor } from './requests';
export type { Scheduler } from './scheduler';
export { APP_CONFIG, CONFIG } from './config-keys';

// What the agent sees of the app's state.
export { statusView } from './views/status-view';
export { settingsView } from './views/settings-view';
export { missingAfter } from './views/service-in-force';

// Documents: intake, files, scanners.
export type { DocumentTarget } from './document-intake';
export { DocumentError } from '../documents/document-errors';
export { detectFormat } from '../documents/detect-format';
export { ScannerError } from '../documents/scanner/scanner';
export type { Scanners } from '../documents/scanner/scanners';
export { RegularFileError, readRegularFile } from '../files/regular-file';

// Receipts.
export { receiptFileName } from './prepare-receipt';
export { ReceiptUnavailableError } from '../receipts/receipt-data';
export type { ReceiptPrinter } from '../receipts/receipt-printer';

// The data's lifetime.
export { DiskFullError, isDiskFull } from './disk-space';
export { type WipeReport, WipeRefusedError } from './wipe';

// Errors the IPC layer turns into codes.
export { StoreError } from '../store';
export { ServiceError } from '../client/service-error';
