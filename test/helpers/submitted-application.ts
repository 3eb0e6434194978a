import { testReason } from './test-reason';
import { randomBytes } from 'node:crypto';
import type { EntityType } from '$shared/entity-types';
import { SettingsSchema } from '$shared/wire/settings';
import {
  insertDocument,
  beginSending,
  createApplication,
  finishAttempt,
  saveDraft,
  saveSettingsSnapshot,
  type Database,
  transition,
} from '$main/database';
import { completeApplication } from '../fixtures/applications';
import { type RawDocument, addRawDocuments } from './backup-files';
import { finishSubmitted } from './application-in-state';

let nextMerchant = 7_000_000;

/**
 * A submitted application as the outbox leaves one: a complete body with processing fees, two
 * documents of `documentBytes` random (JPEG-like, incompressible) bytes each, one refused and one
 * accepted attempt, the service's IDs. Written straight through the database, fast enough for benches.
 * `documents`, when given, are its documents instead (as an install without the document gate stores them).
 */
export function submittedApplication(
  database: Database,
  options: { type?: EntityType; name?: string; documentBytes?: number; documents?: readonly RawDocument[] } = {},
): {
  id: string;
  merchantId: number;
} {
  const type = options.type ?? 'soletrader';
  const application = completeApplication(type);
  const body = {
    application,
    processingFees: [{ name: 'Authorization fee', markets: ['Iceland'], types: ['Card present'], value: 4.5 }],
  };
  const businessName = options.name ?? 'Submitted ehf';
  const { id } = createApplication(database, { entityType: type, body, businessName, actor: 'agent' });
  saveDraft(database, id, { body, businessName, status: 'ready', problems: [], settingsSnapshotId: null, actor: 'agent' });
  const half = Math.floor((options.documentBytes ?? 1_000_000) / 2);
  if (options.documents !== undefined) addRawDocuments(database, id, options.documents);
  else {
    insertDocument(database, id, {
      role: 'identification',
      fileName: 'id-document.jpg',
      mediaType: 'image/jpeg',
      bytes: randomBytes(half),
    });
    insertDocument(database, id, {
      role: 'bankConfirmation',
      fileName: 'bank-confirmation.jpg',
      mediaType: 'image/jpeg',
      bytes: randomBytes(half),
    });
  }
  transition(database, id, { from: ['ready'], to: 'queued', actor: 'agent', reason: testReason('queued') });
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  const snapshot = saveSettingsSnapshot(database, { keyFingerprint: 'test', settings, fetchedAt: database.now().toISOString() });
  const refused = beginSending(database, id, { settingsSnapshotId: snapshot.id, path: `/${type}` })!;
  finishAttempt(database, id, refused.attemptId, {
    to: 'queued',
    outcome: 'not_sent',
    httpStatus: 503,
    detail: { echo: application },
    reason: testReason('not sent (503)'),
  });
  const merchantId = nextMerchant++;
  const sent = beginSending(database, id, { settingsSnapshotId: snapshot.id, path: `/${type}` })!;
  const stores = ((application as { stores?: { name: string }[] }).stores ?? []).map((s, i) => ({
    storeName: s.name,
    agreementId: 500_000 + i,
    terminalId: 80_000_000 + i,
  }));
  finishSubmitted(database, id, sent.attemptId, { merchantId, businessName, stores });
  return { id, merchantId };
}
