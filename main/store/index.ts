export * from './applications-repo';
export * from './attachments-repo';
export * from './attempts-repo';
// insertAudit stays internal: audit rows are written only inside the change they record.
export { listAudit } from './audit-repo';
export * from './config-repo';
export * from './errors';
export * from './migrate';
export { runMaintenance, type MaintenanceReport } from './maintenance';
export { eraseDeleted, bulkDelete, type EraseReport } from './secure-delete';
export * from './open-store';
export * from './receipts-repo';
export * from './retention-repo';
export * from './secrets-repo';
export * from './settings-repo';
export * from './types';
export type { SecretStore } from '../crypto/secret-store';
export { createKeyFileSecretStore } from '../crypto/key-file-secret-store';
export { DecryptionError } from '../crypto/errors';
