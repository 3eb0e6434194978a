import fs from 'node:fs';
import path from 'node:path';
import type { settingsChannels } from '../../../shared/ipc/channels/settings';
import {
  APP_CONFIG,
  CONFIG,
  exportBackup,
  getBoundApiKey,
  getConfig,
  missingAfter,
  serviceOrigin,
  setBoundApiKey,
  setConfig,
  settingsView,
  statusView,
} from '../../core';
import { HandlerError } from '../dispatcher';
import { serviceFailure } from '../service-failure';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** The app's settings, the write-only API key, settings sync, backup and status. */
export function settingsHandlers({
  core,
  scheduler,
  events,
  confirmServiceChange,
}: HandlerContext): ChannelHandlers<typeof settingsChannels> {
  const { store } = core;
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  /**
   * The stored API key belongs to the origin it was entered for. A new origin forgets it (the
   * agent enters the key for the new service), after the agent confirms in main's own dialog
   * where there is one; the page alone can never send the key somewhere else.
   */
  async function changeServiceAddress(baseUrl: string | null): Promise<void> {
    const from = getConfig<string>(store, CONFIG.baseUrl) ?? null;
    const stored = getBoundApiKey(store);
    if (stored !== undefined && serviceOrigin(baseUrl ?? undefined) !== stored.origin) {
      if (confirmServiceChange && !(await confirmServiceChange({ from, to: baseUrl }))) {
        throw new HandlerError('not_editable', {}, 'the service address was not changed');
      }
      setBoundApiKey(store, null);
    }
    setConfig(store, CONFIG.baseUrl, baseUrl ?? undefined);
  }

  return {
    'settings:get': () => settingsView(core),
    'settings:update': async (update) => {
      // Turning (or keeping) training mode off is refused when nothing could then be submitted.
      if (update.trainingMode === false) {
        const missing = missingAfter(core, update.baseUrl);
        if (missing !== null) throw new HandlerError('cannot_submit', { missing }, `training mode off needs ${missing.replace(/_/g, ' ')}`);
      }
      if (update.baseUrl !== undefined) await changeServiceAddress(update.baseUrl);
      if (update.apiVersion !== undefined) setConfig(store, CONFIG.apiVersion, update.apiVersion);
      if (update.language !== undefined) setConfig(store, APP_CONFIG.language, update.language);
      if (update.operatorName !== undefined) setConfig(store, APP_CONFIG.operatorName, update.operatorName);
      if (update.agentName !== undefined) setConfig(store, APP_CONFIG.agentName, update.agentName);
      if (update.trainingMode !== undefined) await core.setTrainingMode(update.trainingMode);
      if (update.trainingMode !== undefined || update.baseUrl !== undefined) scheduler.reconfigured();
      publishStatus();
      return settingsView(core);
    },
    'settings:setApiKey': ({ apiKey }) => {
      // Bound to the address configured now: it is sent there and nowhere else.
      setBoundApiKey(store, apiKey ? { apiKey, origin: serviceOrigin(getConfig<string>(store, CONFIG.baseUrl)) } : null);
      if (apiKey) core.logger.redactor.addSecret(apiKey);
      scheduler.reconfigured();
      publishStatus();
      return settingsView(core);
    },
    'settings:sync': async () => {
      events.emit('sync:progress', { phase: 'started', error: null });
      if (core.connection() === undefined)
        throw new HandlerError(
          'no_service_configured',
          {},
          'no service is configured: enter a base URL and an API key, or turn on training mode',
        );
      const result = await core.syncSettings();
      events.emit('sync:progress', { phase: result.ok ? 'finished' : 'failed', error: result.ok ? null : serviceFailure(result.error) });
      publishStatus();
      if (result.ok) changed(...result.needsAttention);
      return result.ok
        ? { ok: true, at: result.fetchedAt, changed: result.changed, needsAttention: result.needsAttention.length, error: null }
        : { ok: false, at: result.lastGoodAt, changed: false, needsAttention: 0, error: serviceFailure(result.error) };
    },
    'service:settings': () => {
      const snapshot = core.currentSnapshot();
      return { snapshot: snapshot ? { fetchedAt: snapshot.fetchedAt, settings: snapshot.settings } : null };
    },
    'backup:export': async ({ passphrase }) => {
      const file = path.join(store.dataDir, 'backups', `fieldboard-backup-${store.now().toISOString().replace(/[:.]/g, '-')}.sqlite`);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      await exportBackup(store, file, passphrase);
      return { file };
    },
    'status:get': () => statusView(core, scheduler),
  };
}
