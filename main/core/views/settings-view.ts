import type { AppSettingsView, Language } from '../../../shared/ipc/views';
import { apiKeyFingerprint, getApiKey, getConfig } from '../../store';
import { APP_CONFIG, CONFIG } from '../settings/config-keys';
import type { Core } from '../core';
import { serviceInForce } from './service-in-force';

/** Settings as the agent sees them: what is stored, what is in force and from where, the key only as its fingerprint. */
export function settingsView(core: Core): AppSettingsView {
  const { store } = core;
  const key = getApiKey(store);
  const snapshot = core.currentSnapshot();
  return {
    baseUrl: getConfig<string>(store, CONFIG.baseUrl) ?? null,
    apiVersion: getConfig<string>(store, CONFIG.apiVersion) ?? '2.0',
    trainingMode: core.isTraining(),
    apiKeyFingerprint: key ? apiKeyFingerprint(key) : null,
    lastSync: snapshot ? { at: snapshot.checkedAt, keyFingerprint: snapshot.keyFingerprint } : null,
    dataDir: store.dataDir,
    language: getConfig<Language>(store, APP_CONFIG.language) ?? 'en',
    operatorName: getConfig<string>(store, APP_CONFIG.operatorName) ?? '',
    agentName: getConfig<string>(store, APP_CONFIG.agentName) ?? '',
    // Asked once: a name stored at all (even cleared later in Settings) means it was answered.
    firstStart: getConfig<string>(store, APP_CONFIG.agentName) === undefined,
    ...serviceInForce(core),
  };
}
