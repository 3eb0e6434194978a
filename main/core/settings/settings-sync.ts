import { readDraftBody } from '$shared/draft';
import type { ServiceClient } from '$main/client/service-client';
import { ServiceError } from '$main/client/service-error';
import type { Logger } from '$main/log/logger';
import {
  type SettingsSnapshot,
  type Database,
  DatabaseError,
  getApplication,
  getSettingsSnapshot,
  latestSettingsSnapshot,
  saveSettingsSnapshot,
  transition,
} from '$main/database';
import { listIdsByStatus } from '$main/database/applications/ids-by-status';
import { refreshFeeRows } from '../applications/applications';
import { validateStored } from '../applications/validate-stored';

export type SyncResult =
  | { ok: true; snapshotId: number; changed: boolean; fetchedAt: string; needsAttention: string[] }
  | { ok: false; error: ServiceError; lastGoodAt: string | null };

export interface SyncDeps {
  database: Database;
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
    const lastGood = latestSettingsSnapshot(deps.database, fingerprint);
    deps.logger.warn('settings sync failed', { kind: serviceError.kind, status: serviceError.status, message: serviceError.message });
    return { ok: false, error: serviceError, lastGoodAt: lastGood?.fetchedAt ?? null };
  }
  const fetchedAt = deps.database.now().toISOString();
  const { id, changed } = saveSettingsSnapshot(deps.database, { keyFingerprint: fingerprint, settings, fetchedAt });
  // Fee rows first: an application that only lacked the row of a new fee name passes again.
  const feeRowsRebuilt = refreshFeeRows(deps.database, getSettingsSnapshotOrThrow(deps.database, id));
  if (feeRowsRebuilt.length > 0) deps.logger.info('fee rows rebuilt from new settings', { count: feeRowsRebuilt.length });
  const needsAttention = revalidateOutstanding(deps.database, id);
  deps.logger.info('settings synced', { keyFingerprint: fingerprint, snapshotId: id, changed, needsAttention: needsAttention.length });
  return { ok: true, snapshotId: id, changed, fetchedAt, needsAttention };
}

/**
 * Validates every draft, ready or queued application bound to another snapshot against
 * `snapshotId`. A draft that now passes becomes ready; a ready or queued one that no longer
 * passes goes to "needs attention". Returns the ids that went to "needs attention".
 */
export function revalidateOutstanding(database: Database, snapshotId: number): string[] {
  const snapshot = getSettingsSnapshotOrThrow(database, snapshotId);
  const moved: string[] = [];
  for (const id of listIdsByStatus(database, ['draft', 'ready', 'queued'])) {
    try {
      if (revalidateOne(database, id, snapshotId, snapshot.settings)) moved.push(id);
    } catch (error) {
      // A tampered application was set aside by transition(); the others still get validated.
      if (!(error instanceof DatabaseError && error.code === 'tampered')) throw error;
    }
  }
  return moved;
}

/** Validates one application against the new settings; true when it went to "needs attention". */
function revalidateOne(database: Database, id: string, snapshotId: number, settings: SettingsSnapshot['settings']): boolean {
  const record = getApplication(database, id);
  if (record === undefined || record.settingsSnapshotId === snapshotId) return false;
  const status = record.status;
  const problems = validateStored(database, id, record.entityType, readDraftBody(record.body), settings);
  const bind = { actor: 'system' as const, settingsSnapshotId: snapshotId, problems };
  if (status === 'draft') {
    const to = problems.length === 0 ? 'ready' : 'draft';
    transition(database, id, { ...bind, from: ['draft'], to, reason: { code: 'revalidated', params: {} } });
    return false;
  }
  if (problems.length === 0) {
    transition(database, id, { ...bind, from: [status], to: status, reason: { code: 'revalidated', params: {} } });
    return false;
  }
  return transition(database, id, {
    ...bind,
    from: [status],
    to: 'needs_attention',
    reason: { code: 'settings_changed', params: { count: problems.length } },
  });
}

function getSettingsSnapshotOrThrow(database: Database, id: number) {
  const snapshot = getSettingsSnapshot(database, id);
  if (snapshot === undefined) throw new Error(`settings snapshot ${id} does not exist`);
  return snapshot;
}
