import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBrowserHost, type BrowserHost } from '$main/browser-host/server';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { type Runtime, startRuntime } from '$main/runtime/runtime';
import { completeApplication, TINY_PNG_BASE64 } from '../../fixtures/applications';
import { tempDir } from '../../helpers/temp-dir';

const TOKEN = 'test-token-0123456789';
let runtime: Runtime | undefined;
let host: BrowserHost | undefined;

afterEach(async () => {
  await host?.close();
  await runtime?.close();
  host = runtime = undefined;
});

async function start() {
  const dataDir = tempDir();
  const rendererDir = tempDir();
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Fieldboard</title>');
  runtime = await startRuntime({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger(),
    training: true,
    pollMs: 50,
  });
  host = await startBrowserHost({ dispatch: runtime.dispatch, events: runtime.events, rendererDir, token: TOKEN });
  return host;
}

async function invoke(channel: string, request: unknown, token = TOKEN) {
  const response = await fetch(`${host!.url}api/invoke/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': token },
    body: JSON.stringify(request),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; value?: any; error?: { code: string; message: string } },
  };
}

function rawGet(port: number, urlPath: string, hostHeader: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { Host: hostHeader } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('browser host', () => {
  it('listens on 127.0.0.1 only and serves the renderer with a strict content security policy', async () => {
    const { url, urlWithToken } = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(urlWithToken).toContain(`#token=${TOKEN}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).not.toContain(TOKEN);
    expect((await fetch(`${url}dashboard`)).status).toBe(200); // client-side route falls back to the app
    expect((await fetch(`${url}..%2Fpackage.json`)).status).toBe(404);
  });

  it('refuses a request without the token, with a wrong one, and from another host name', async () => {
    const { port } = await start();
    const none = await fetch(`${host!.url}api/invoke/status:get`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(403);
    expect((await invoke('status:get', {}, 'wrong-token-0123456789')).status).toBe(403);
    expect((await rawGet(port, '/', 'attacker.example')).status).toBe(421);
    expect((await rawGet(port, '/', `localhost:${port}`)).status).toBe(200);
  });

  it('answers typed errors for an unknown channel and an invalid request', async () => {
    await start();
    expect((await invoke('applications:frobnicate', {})).body.error!.code).toBe('unknown_channel');
    const invalid = await invoke('applications:create', { entityType: 'llc' });
    expect(invalid.body.ok).toBe(false);
    expect(invalid.body.error!.code).toBe('invalid_request');
    const missing = await invoke('applications:get', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body.error!.code).toBe('not_found');
  });

  it('pushes events over server-sent events', async () => {
    await start();
    const controller = new AbortController();
    const stream = await fetch(`${host!.url}api/events?token=${TOKEN}`, { signal: controller.signal });
    const reader = stream.body!.getReader();
    const created = await invoke('applications:create', { entityType: 'other' });
    let text = '';
    while (!text.includes('event: applications:changed')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(created.body.value.id);
    controller.abort();
  });

  it('boards a sole trader end to end over the bridge: files, draft, queue, submitted by the scheduler', async () => {
    await start();
    // The scheduler's first settings sync builds a draft's fee rows (a new revision); wait for it
    // on the host's own status, so the save below is not a revision conflict with it.
    await vi.waitFor(async () => expect((await invoke('status:get', {})).body.value.lastSyncAt).not.toBeNull(), {
      timeout: 20_000,
      interval: 50,
    });
    const created = (await invoke('applications:create', { entityType: 'soletrader' })).body.value;
    const id: string = created.id;
    const png = { fileName: 'scan.png', dataBase64: TINY_PNG_BASE64 };
    const idFile = (await invoke('attachments:add', { applicationId: id, role: 'identification', ...png })).body.value;
    const bankFile = (await invoke('attachments:add', { applicationId: id, role: 'bankConfirmation', ...png })).body.value;
    expect(idFile.mediaType).toBe('image/png');
    const bad = await invoke('attachments:add', {
      applicationId: id,
      role: 'additional',
      fileName: 'x.png',
      dataBase64: Buffer.from('not an image').toString('base64'),
    });
    expect(bad.body.error!.code).toBe('invalid_file');

    const application = completeApplication('soletrader') as any;
    application.applicant.identificationAttachment = { attachmentId: idFile.id };
    application.bankAccount.bankAccountConfirmationAttachment = { attachmentId: bankFile.id };
    const saved = (
      await invoke('applications:saveDraft', { id, draft: { application, processingFees: [] }, expectedRevision: created.revision })
    ).body;
    expect(saved.error).toBeUndefined();
    expect(saved.value.problems).toEqual([]);
    expect(saved.value.status).toBe('ready');

    const stale = await invoke('applications:saveDraft', {
      id,
      draft: { application, processingFees: [] },
      expectedRevision: created.revision,
    });
    expect(stale.body.error!.code).toBe('revision_conflict');

    expect((await invoke('applications:queue', { id })).body.value.status).toBe('queued');
    let view = saved.value;
    for (let i = 0; i < 200 && view.status !== 'submitted'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      view = (await invoke('applications:get', { id })).body.value;
    }
    expect(view.status).toBe('submitted');
    expect(Number.isInteger(view.result.merchantId)).toBe(true);
    expect(view.result.stores[0].terminalId).toBeGreaterThan(0);
  });

  it('keeps the API key write-only: only its fingerprint comes back', async () => {
    await start();
    const set = (await invoke('settings:setApiKey', { apiKey: 'secret-key-value' })).body.value;
    expect(set.apiKeyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(set)).not.toContain('secret-key-value');
    expect(JSON.stringify((await invoke('settings:get', {})).body)).not.toContain('secret-key-value');
  });
});
