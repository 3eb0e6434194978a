/** Preference keys of the agent's own settings (clear in the store's config table: none is secret). */
export const APP_CONFIG = {
  language: 'app.language',
  operatorName: 'app.operatorName',
  agentName: 'app.agentName',
  retentionDays: 'app.retentionDays',
} as const;
