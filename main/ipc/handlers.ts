import fs from 'node:fs';
import path from 'node:path';
import type { AppSettingsView, Language, StatusView } from '../../shared/ipc/views';
import { createDraft, queueApplication, saveAndValidate, unqueueApplication } from '../core/applications';
import { CONFIG, type Core } from '../core/core';
import { resendUnknown, resolveWithIds } from '../core/resolve-unknown';
import type { Scheduler } from '../core/scheduler';
import { EXTENSION_OF, sniffMediaType } from '../documents/sniff-media-type';
import {
  addAttachment,
  apiKeyFingerprint,
  deleteApplication,
  getApiKey,
  getAttachment,
  getConfig,
  listApplications,
  listAttempts,
  removeAttachment,
  setApiKey,
  setConfig,
  transition,
} from '../store';
import { exportBackup } from '../store/backup';
import { listIdsByStatus } from '../store/ids-by-status';
import { applicationView, attemptView } from './application-view';
import { type Handlers, HandlerError } from './dispatcher';
import type { EventBus } from './event-bus';

export const APP_CONFIG = {
  language: 'app.language',
  operatorName: 'app.operatorName',
  agentName: 'app.agentName',
} as const;

export interface HandlerContext {
  core: Core;
  scheduler: Scheduler;
  events: EventBus;
}

/** Every channel of the contract, over the core. Platform parts (dialogs, printing) come with the shell. */
export function createHandlers({ core, scheduler, events }: HandlerContext): Handlers {
  const { store } = core;
  const changed = (...ids: string[]) => events.emit('applications:changed', { ids });
  const statusNow = (): StatusView => statusView(core, scheduler);
  const publishStatus = () => events.emit('status:changed', statusNow());

  return {
    'applications:list': (query) => listApplications(store, query),
    'applications:create': ({ entityType }) => {
      const record = createDraft(store, entityType, 'agent');
      changed(record.id);
      return applicationView(store, record.id);
    },
    'applications:get': ({ id }) => applicationView(store, id),
    'applications:saveDraft': ({ id, draft, expectedRevision }) => {
      saveAndValidate(store, id, draft, core.currentSnapshot(), 'agent', expectedRevision);
      changed(id);
      return applicationView(store, id);
    },
    'applications:delete': ({ id }) => {
      deleteApplication(store, id, 'agent');
      changed(id);
      return {};
    },
    'applications:queue': ({ id }) => {
      const { problems } = queueApplication(store, id, core.currentSnapshot(), 'agent');
      if (problems.length > 0) throw new HandlerError('not_editable', `the application is not ready: ${problems.length} problem(s) remain`);
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applicationView(store, id);
    },
    'applications:unqueue': ({ id }) => {
      if (!unqueueApplication(store, id, 'agent')) throw new HandlerError('not_editable', 'only a queued application can be taken back');
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
    'attachments:add': ({ applicationId, role, fileName, dataBase64 }) => {
      const bytes = Buffer.from(dataBase64, 'base64');
      const mediaType = sniffMediaType(bytes);
      if (bytes.length === 0 || mediaType === undefined)
        throw new HandlerError('invalid_file', 'the file is not a PDF, PNG or JPEG document');
      const stem = path.parse(fileName).name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_') || role;
      const meta = addAttachment(store, applicationId, { role, fileName: `${stem}.${EXTENSION_OF[mediaType]}`, mediaType, bytes });
      changed(applicationId);
      return {
        id: meta.id,
        role: meta.role,
        fileName: meta.fileName,
        mediaType: meta.mediaType,
        size: meta.size,
        createdAt: meta.createdAt,
      };
    },
    'attachments:remove': ({ attachmentId }) => {
      removeAttachment(store, attachmentId);
      return {};
    },
    'attachments:read': ({ attachmentId }) => {
      const found = getAttachment(store, attachmentId);
      if (found === undefined) throw new HandlerError('not_found', 'no such file');
      return { mediaType: found.meta.mediaType, dataBase64: found.bytes.toString('base64') };
    },
    'outbox:sendNow': () => {
      // Only queued applications are made due: their requests certainly never reached the service.
      for (const id of listIdsByStatus(store, ['queued'])) {
        transition(store, id, { from: ['queued'], to: 'queued', actor: 'agent', reason: 'send now', nextAttemptAt: null });
      }
      scheduler.nudge();
      return {};
    },
    'outbox:attempts': ({ id }) => listAttempts(store, id).map(attemptView),
    'outbox:resolve': ({ id, merchantId, stores }) => {
      resolveWithIds(store, id, { merchantId, stores }, 'agent');
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
    'outbox:resend': ({ id }) => {
      resendUnknown(store, id, 'agent');
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applicationView(store, id);
    },
    'settings:get': () => settingsView(core),
    'settings:update': async (update) => {
      if (update.baseUrl !== undefined) setConfig(store, CONFIG.baseUrl, update.baseUrl ?? undefined);
      if (update.apiVersion !== undefined) setConfig(store, CONFIG.apiVersion, update.apiVersion);
      if (update.language !== undefined) setConfig(store, APP_CONFIG.language, update.language);
      if (update.operatorName !== undefined) setConfig(store, APP_CONFIG.operatorName, update.operatorName);
      if (update.agentName !== undefined) setConfig(store, APP_CONFIG.agentName, update.agentName);
      if (update.trainingMode !== undefined) await core.setTrainingMode(update.trainingMode);
      if (update.trainingMode !== undefined || update.baseUrl !== undefined) scheduler.nudge();
      publishStatus();
      return settingsView(core);
    },
    'settings:setApiKey': ({ apiKey }) => {
      setApiKey(store, apiKey);
      if (apiKey) core.logger.redactor.addSecret(apiKey);
      scheduler.nudge();
      return settingsView(core);
    },
    'settings:sync': async () => {
      events.emit('sync:progress', { phase: 'started', message: null });
      if (core.connection() === undefined)
        throw new HandlerError('service', 'no service is configured: enter a base URL and an API key, or turn on training mode');
      const result = await core.syncSettings();
      events.emit('sync:progress', { phase: result.ok ? 'finished' : 'failed', message: result.ok ? null : result.error.message });
      publishStatus();
      if (result.ok) changed(...result.needsAttention);
      return result.ok
        ? { ok: true, at: result.fetchedAt, changed: result.changed, needsAttention: result.needsAttention.length, error: null }
        : { ok: false, at: result.lastGoodAt, changed: false, needsAttention: 0, error: result.error.message };
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
    'status:get': statusNow,
  };
}

export function statusView(core: Core, scheduler: Scheduler): StatusView {
  return {
    online: scheduler.online() ?? null,
    lastSyncAt: core.currentSnapshot()?.checkedAt ?? null,
    waiting: listIdsByStatus(core.store, ['queued', 'sending']).length,
    training: core.isTraining(),
  };
}

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
  };
}
