import { readDraftBody } from '../../../shared/draft';
import type { ServiceClient } from '../../client/service-client';
import { ServiceError } from '../../client/service-error';
import type { Logger } from '../../log/logger';
import {
  type SettingsSnapshot,
  type Store,
  StoreError,
  getApplication,
  getSettingsSnapshot,
  latestSettingsSnapshot,
  saveSettingsSnapshot,
  transition,
} from '../../store';
import { listIdsByStatus } from '../../store/applications/ids-by-status';
import { refreshFeeRows } from '../applications/applications';
import { validateStored } from '../applications/validate-stored';

export type SyncResult =
  | { ok: true; snapshotId: number; changed: boolean; fetchedAt: string; needsAttention: string[] }
  | { ok: false; error: ServiceError; lastGoodAt: string | null };

export interface SyncDeps {
  store: Store;
  client: ServiceClient;
  /** The name the key's settings are filed under (`keyFingerprintOf`). */
  keyFingerprint: string;
  logger: Logger;
}

/**
 * `GET /settings`, stored per key fingerprint. When the settings changed, every ready or queued
 * application is validated again against them: one that no longer passes goes to "needs
 * attention" with the reasons; one that passes is re-bound to the new snapshot, so nothing is
 * ever submitted against settings it was not validated with.
 */
export async function syncSettings(deps: SyncDeps): Promise<SyncResult> {
  const fingerprint = deps.keyFingerprint;
  let settings;
  try {
    settings = await deps.client.getSettings();
  } catch (error) {
    const serviceError = error instanceof ServiceError ? error : new ServiceError('bad_response', String(error));
    const lastGood = latestSettingsSnapshot(deps.store, fingerprint);
    deps.logger.warn('settings sync failed', { kind: serviceError.kind, status: serviceError.status, message: serviceError.message });
    return { ok: false, error: serviceError, lastGoodAt: lastGood?.fetchedAt ?? null };
  }
  const fetchedAt = deps.store.now().toISOString();
  const { id, changed } = saveSettingsSnapshot(deps.store, { keyFingerprint: fingerprint, settings, fetchedAt });
  // Fee rows first: an application that only lacked the row of a new fee name passes again.
  const feeRowsRebuilt = refreshFeeRows(deps.store, getSettingsSnapshotOrThrow(deps.store, id));
  if (feeRowsRebuilt.length > 0) deps.logger.info('fee rows rebuilt from new settings', { count: feeRowsRebuilt.length });
  const needsAttention = revalidateOutstanding(deps.store, id);
  deps.logger.info('settings synced', { keyFingerprint: fingerprint, snapshotId: id, changed, needsAttention: needsAttention.length });
  return { ok: true, snapshotId: id, changed, fetchedAt, needsAttention };
}

/**
 * Validates every draft, ready or queued application bound to another snapshot against
 * `snapshotId`. A draft that now passes becomes ready; a ready or queued one that no longer
 * passes goes to "needs attention". Returns the ids that went to "needs attention".
 */
export function revalidateOutstanding(store: Store, snapshotId: number): string[] {
  const snapshot = getSettingsSnapshotOrThrow(store, snapshotId);
  const moved: string[] = [];
  for (const id of listIdsByStatus(store, ['draft', 'ready', 'queued'])) {
    try {
      if (revalidateOne(store, id, snapshotId, snapshot.settings)) moved.push(id);
    } catch (error) {
      // A tampered application was set aside by transition(); the others still get validated.
      if (!(error instanceof StoreError && error.code === 'tampered')) throw error;
    }
  }
  return moved;
}

/** Validates one application against the new settings; true when it went to "needs attention". */
function revalidateOne(store: Store, id: string, snapshotId: number, settings: SettingsSnapshot['settings']): boolean {
  const record = getApplication(store, id);
  if (record === undefined || record.settingsSnapshotId === snapshotId) return false;
  const status = record.status;
  const problems = validateStored(store, id, record.entityType, readDraftBody(record.body), settings);
  const bind = { actor: 'system' as const, settingsSnapshotId: snapshotId, problems };
  if (status === 'draft') {
    const to = problems.length === 0 ? 'ready' : 'draft';
    transition(store, id, { ...bind, from: ['draft'], to, reason: { code: 'revalidated', params: {} } });
    return false;
  }
  if (problems.length === 0) {
    transition(store, id, { ...bind, from: [status], to: status, reason: { code: 'revalidated', params: {} } });
    return false;
  }
  return transition(store, id, {
    ...bind,
    from: [status],
    to: 'needs_attention',
    reason: { code: 'settings_changed', params: { count: problems.length } },
  });
}

function getSettingsSnapshotOrThrow(store: Store, id: number) {
  const snapshot = getSettingsSnapshot(store, id);
  if (snapshot === undefined) throw new Error(`settings snapshot ${id} does not exist`);
  return snapshot;
}
