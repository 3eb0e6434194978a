/**
 * Every key of the database's config table, in one place. The values are clear in the database: none
 * is secret (the API key lives sealed in the secrets table).
 */

/** Where and how the service is reached. A restore clears every `service.` key (restore-checks.ts). */
export const CONFIG = {
  baseUrl: 'service.baseUrl',
  apiVersion: 'service.apiVersion',
  /** The submission path chosen per base URL and type, when the service answered on another. */
  paths: 'service.paths',
  trainingMode: 'service.trainingMode',
} as const;

/** The agent's own preferences. */
export const APP_CONFIG = {
  language: 'app.language',
  operatorName: 'app.operatorName',
  agentName: 'app.agentName',
  retentionDays: 'app.retentionDays',
  /** The printer receipts go to (the Electron shell's list); none: the system dialog. */
  receiptPrinter: 'app.receiptPrinter',
} as const;
