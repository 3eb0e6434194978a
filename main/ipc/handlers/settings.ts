import type { settingsChannels } from '$shared/ipc/channels/settings';
import { APP_CONFIG, CONFIG, coreFor, missingAfter, settingsView, statusView } from '$main/core';
import { HandlerError } from '../dispatcher';
import { serviceFailure } from '../service-failure';
import type { ChannelHandlers, HandlerContext } from './context';

/** The app's settings, the write-only API key, settings sync, backup and status. */
export function settingsHandlers({
  core,
  scheduler,
  events,
  confirmServiceChange,
}: HandlerContext): ChannelHandlers<typeof settingsChannels> {
  const { settings, backup } = coreFor(core, 'agent');

  /**
   * The stored API key belongs to the origin it was entered for. A new origin forgets it (the
   * agent enters the key for the new service), after the agent confirms in main's own dialog
   * where there is one; the page alone can never send the key somewhere else.
   */
  async function changeServiceAddress(baseUrl: string | null): Promise<void> {
    const from = settings.get<string>(CONFIG.baseUrl) ?? null;
    if (settings.keyBoundElsewhere(baseUrl)) {
      if (confirmServiceChange && !(await confirmServiceChange({ from, to: baseUrl }))) {
        throw new HandlerError('not_editable', {}, 'the service address was not changed');
      }
      settings.setApiKey(null);
    }
    settings.set(CONFIG.baseUrl, baseUrl ?? undefined);
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
      if (update.apiVersion !== undefined) settings.set(CONFIG.apiVersion, update.apiVersion);
      if (update.language !== undefined) settings.set(APP_CONFIG.language, update.language);
      if (update.operatorName !== undefined) settings.set(APP_CONFIG.operatorName, update.operatorName);
      if (update.agentName !== undefined) settings.set(APP_CONFIG.agentName, update.agentName);
      if (update.trainingMode !== undefined) await core.setTrainingMode(update.trainingMode);
      if (update.trainingMode !== undefined || update.baseUrl !== undefined) scheduler.reconfigured();
      return settingsView(core);
    },
    'settings:setApiKey': ({ apiKey }) => {
      settings.setApiKey(apiKey || null);
      if (apiKey) core.logger.redactor.addSecret(apiKey);
      scheduler.reconfigured();
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
      return result.ok
        ? { ok: true, at: result.fetchedAt, changed: result.changed, needsAttention: result.needsAttention.length, error: null }
        : { ok: false, at: result.lastGoodAt, changed: false, needsAttention: 0, error: serviceFailure(result.error) };
    },
    'service:settings': () => {
      const snapshot = core.currentSnapshot();
      return { snapshot: snapshot ? { fetchedAt: snapshot.fetchedAt, settings: snapshot.settings } : null };
    },
    'backup:export': async ({ passphrase }) => {
      return { file: await backup.export(passphrase) };
    },
    'status:get': () => statusView(core, scheduler),
  };
}
