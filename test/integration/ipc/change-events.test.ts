import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IPC_CHANNEL_NAMES, type IpcChannel } from '$shared/ipc/contract';
import { WIPE_CONFIRMATION } from '$shared/ipc/channels/storage';
import type { DocumentReaders } from '$main/core/documents/document-readings';
import { channelChanges } from '$main/ipc/handlers/changes';
import type { ReceiptPrinter } from '$main/receipts/receipt-printer';
import type { Runtime } from '$main/runtime/runtime';
import { beginSending, createApplication, holdWith, recoverInterruptedSends, saveDraft, type Database } from '$main/database';
import { completeApplication, TINY_PNG_BASE64 } from '../../fixtures/applications';
import { submittedApplication } from '../../helpers/submitted-application';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
/** Readings answer at once and change nothing, so only the requests change the database. */
const READERS: DocumentReaders = {
  identification: async () => ({ kind: 'mrz', outcome: 'no_zone' }),
  bankConfirmation: async () => ({ kind: 'letter', outcome: 'unreadable' }),
};

/** Each application as a window could see it: its row, documents, attempts and receipt prints. */
function applicationsSeen(database: Database): Map<string, string> {
  const rows = database.db
    .prepare(
      `SELECT a.id, json_array(a.revision, a.status, a.updated_at, a.restore_hold, a.merchant_id,
         (SELECT group_concat(id) FROM attachments WHERE application_id = a.id),
         (SELECT count(*) FROM submission_attempts WHERE application_id = a.id),
         (SELECT count(*) FROM receipts WHERE application_id = a.id)) AS seen
       FROM applications AS a`,
    )
    .all() as { id: string; seen: string }[];
  return new Map(rows.map((row) => [row.id, row.seen]));
}

function changedBetween(before: Map<string, string>, after: Map<string, string>): string[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => before.get(id) !== after.get(id)).sort();
}

/** A draft valid against the synced settings, stored as the agent's autosave would leave it. */
async function readyDraft(runtime: Runtime): Promise<{ id: string; revision: number }> {
  const created = await invoke(runtime, 'applications:create', {
    entityType: 'soletrader',
    draft: { application: structuredClone(completeApplication('soletrader')), processingFees: [] },
  });
  return { id: created.value.id, revision: created.value.revision };
}

/** A queue request for a ready draft, its notices confirmed (the fixture's merchant is in the database many times). */
async function queueRequest(runtime: Runtime): Promise<{ id: string; confirmations: unknown[] }> {
  const { id } = await readyDraft(runtime);
  const { notices } = (await invoke(runtime, 'applications:get', { id })).value as { notices: { code: string; path: unknown[] }[] };
  return { id, confirmations: notices.map(({ code, path }) => ({ code, path, reason: 'checked with the merchant for the test' })) };
}

async function queuedDraft(runtime: Runtime): Promise<string> {
  const request = await queueRequest(runtime);
  expect((await invoke(runtime, 'applications:queue', request)).error).toBeUndefined();
  return request.id;
}

/** A ready application the synced settings make invalid: a fee the service does not name. */
function readyUnderOtherSettings(database: Database): void {
  const body = {
    application: completeApplication('soletrader'),
    processingFees: [{ name: 'No such fee', markets: ['Iceland'], types: ['Card present'], value: 1 }],
  };
  const { id } = createApplication(database, { entityType: 'soletrader', body, businessName: 'Other settings ehf', actor: 'agent' });
  saveDraft(database, id, {
    body,
    businessName: 'Other settings ehf',
    status: 'ready',
    problems: [],
    settingsSnapshotId: null,
    actor: 'agent',
  });
}

/** A queued application whose sending was cut off: its outcome is unknown. */
async function unknownOutcome(runtime: Runtime): Promise<string> {
  const id = await queuedDraft(runtime);
  beginSending(runtime.core.database, id, { settingsSnapshotId: runtime.core.currentSnapshot()!.id, path: '/soletrader' });
  recoverInterruptedSends(runtime.core.database);
  return id;
}

/** A printer that prints and makes PDFs without a printer or Chromium. */
const PRINTER: ReceiptPrinter = {
  toPdf: async () => Buffer.from('%PDF-1.7 a receipt'),
  print: async () => true,
  printers: async () => [],
};

describe('every request that changes something tells every window', () => {
  it('walks the contract: each channel that changed an application named it, and one that changed the status said so', async () => {
    const picked = path.join(tempDir('fieldboard-picked-'), 'id.png');
    fs.writeFileSync(picked, PNG);
    const page = {
      name: 'sane' as const,
      list: async () => [{ backend: 'sane' as const, id: 'test:0', label: 'a test scanner' }],
      scan: async () => PNG,
    };
    const runtime = await startTestRuntime({ readers: READERS, printer: PRINTER, pickFile: async () => picked, scanners: [page] });
    // Nothing runs by itself meanwhile: what changes the database is the request under test alone.
    await runtime.scheduler.stop();
    if (runtime.core.currentSnapshot() === undefined) await runtime.core.syncSettings();
    const { database } = runtime.core;

    const draft = await readyDraft(runtime);
    const submitted = submittedApplication(database, { documentBytes: 2_000 }).id;
    const withDocument = await readyDraft(runtime);
    const document = (
      await invoke(runtime, 'attachments:add', { applicationId: withDocument.id, role: 'identification', dataBase64: TINY_PNG_BASE64 })
    ).value.id;

    const receipt = { id: submitted, layout: 'a4', language: 'en' };
    const SAMPLES: Record<IpcChannel, () => unknown> = {
      'applications:list': () => ({ limit: 10 }),
      'applications:blank': () => ({ entityType: 'soletrader' }),
      'applications:create': () => ({ entityType: 'soletrader' }),
      'applications:get': () => ({ id: draft.id }),
      'applications:saveDraft': () => ({
        id: draft.id,
        draft: { application: structuredClone(completeApplication('soletrader')), processingFees: [] },
      }),
      'applications:delete': async () => ({ id: (await readyDraft(runtime)).id }),
      'applications:copy': () => ({ id: draft.id }),
      'applications:previewTypeChange': () => ({ id: draft.id, entityType: 'partnership' }),
      'applications:changeType': async () => {
        const other = await readyDraft(runtime);
        return { id: other.id, entityType: 'partnership', expectedRevision: other.revision };
      },
      'applications:queue': () => queueRequest(runtime),
      'applications:unqueue': async () => ({ id: await queuedDraft(runtime) }),
      'attachments:add': () => ({ applicationId: draft.id, role: 'identification', dataBase64: TINY_PNG_BASE64 }),
      'attachments:remove': () => ({ attachmentId: document }),
      'attachments:read': () => ({ attachmentId: document }),
      'attachments:thumbnail': () => ({ attachmentId: document }),
      'documents:listScanners': () => ({}),
      'documents:scan': () => ({ applicationId: draft.id, role: 'identification', backend: 'sane', deviceId: 'test:0' }),
      'documents:pickFile': () => ({ applicationId: draft.id, role: 'bankConfirmation' }),
      'documents:cancelScan': () => ({}),
      'outbox:sendNow': () => ({}),
      'outbox:attempts': () => ({ id: submitted }),
      'outbox:resolve': async () => {
        const id = await unknownOutcome(runtime);
        return { id, merchantId: 9_000_001, stores: [{ agreementId: 1, terminalId: 2 }] };
      },
      'outbox:resend': async () => ({ id: await unknownOutcome(runtime) }),
      'receipts:print': () => receipt,
      'receipts:printers': () => ({}),
      'receipts:choosePrinter': () => ({ name: null }),
      'receipts:render': () => receipt,
      'receipts:record': () => ({ ...receipt, kind: 'print' }),
      'receipts:pdf': () => receipt,
      'receipts:history': () => ({ id: submitted }),
      'restore:held': () => ({}),
      'restore:confirm': async () => {
        const { id } = await readyDraft(runtime);
        holdWith(database, id, database.now().toISOString(), 'agent', 'held for the test');
        return { which: 'all', reason: 'checked with the acquirer for the test' };
      },
      'settings:get': () => ({}),
      'settings:update': () => ({ language: 'is' }),
      'settings:setApiKey': () => ({ apiKey: '' }),
      'settings:sync': () => {
        readyUnderOtherSettings(database);
        return {};
      },
      'service:settings': () => ({}),
      'backup:export': () => ({ passphrase: 'a passphrase for the test' }),
      'status:get': () => ({}),
      'storage:get': () => ({}),
      // Nought days: what was submitted before now is due at once.
      'storage:setRetention': () => ({ days: 0 }),
      'storage:untouchedDrafts': () => ({}),
      'storage:wipe': () => ({ confirmation: WIPE_CONFIRMATION, force: true }),
    };

    const declared = channelChanges(runtime);
    const untold: string[] = [];
    const unexercised: string[] = [];
    // The wipe last: it empties the folder the others work in.
    for (const channel of [...IPC_CHANNEL_NAMES.filter((c) => c !== 'storage:wipe'), 'storage:wipe' as const]) {
      const request = await SAMPLES[channel]();
      const before = applicationsSeen(runtime.core.database);
      const statusBefore = JSON.stringify((await invoke(runtime, 'status:get', {})).value);
      const told: string[][] = [];
      let statusTold = false;
      const stop = runtime.events.subscribe((event, payload) => {
        if (event === 'applications:changed') told.push((payload as { ids: string[] }).ids);
        if (event === 'status:changed') statusTold = true;
      });
      const answer = await invoke(runtime, channel, request);
      stop();
      const changed = changedBetween(before, applicationsSeen(runtime.core.database));
      // An empty list tells every window that any application may have changed (the wipe's).
      const named = (id: string) => told.some((ids) => ids.length === 0 || ids.includes(id));
      const missing = changed.filter((id) => !named(id));
      if (missing.length > 0) untold.push(`${channel} changed ${missing.join(', ')} and told nothing of it`);
      if (!statusTold && JSON.stringify((await invoke(runtime, 'status:get', {})).value) !== statusBefore)
        untold.push(`${channel} changed the status and told nothing of it`);
      const change = declared[channel];
      if ((change === 'the runtime' || (typeof change === 'object' && change.applications)) && changed.length === 0)
        unexercised.push(`${channel}: ${answer.ok ? 'changed nothing' : answer.error.code}`);
    }
    expect(untold).toEqual([]);
    // Every channel said to change something did, so the walk above proved each one.
    expect(unexercised).toEqual([]);
  });
});
