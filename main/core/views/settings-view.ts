import type { AppSettingsView, Language } from '$shared/ipc/views';
import { apiKeyFingerprint, getApiKey, getConfig } from '$main/database';
import { APP_CONFIG, CONFIG } from '../settings/config-keys';
import type { Core } from '../core';
import { serviceInForce } from './service-in-force';

/** Settings as the agent sees them: what is stored, what is in force and from where, the key only as its fingerprint. */
export function settingsView(core: Core): AppSettingsView {
  const { database } = core;
  const key = getApiKey(database);
  const snapshot = core.currentSnapshot();
  return {
    baseUrl: getConfig<string>(database, CONFIG.baseUrl) ?? null,
    apiVersion: getConfig<string>(database, CONFIG.apiVersion) ?? '2.0',
    trainingMode: core.isTraining(),
    apiKeyFingerprint: key ? apiKeyFingerprint(key) : null,
    lastSync: snapshot ? { at: snapshot.checkedAt, keyFingerprint: snapshot.keyFingerprint } : null,
    dataDir: database.dataDir,
    language: getConfig<Language>(database, APP_CONFIG.language) ?? 'en',
    operatorName: getConfig<string>(database, APP_CONFIG.operatorName) ?? '',
    agentName: getConfig<string>(database, APP_CONFIG.agentName) ?? '',
    // Asked once: a name stored at all (even cleared later in Settings) means it was answered.
    firstStart: getConfig<string>(database, APP_CONFIG.agentName) === undefined,
    ...serviceInForce(core),
  };
}
