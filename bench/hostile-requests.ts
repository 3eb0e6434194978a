import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startBrowserHost } from '$main/browser-host/server';
import { createLogger } from '$main/log/logger';
import { startRuntime } from '$main/runtime/runtime';
import { createKeyFileSecretStore } from '$main/database';
import { MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN } from '$shared/wire/settings';
import { largePdf } from '$test/helpers/document-fixtures';
import { runInChild } from './child';
import { withTempDir } from './fixtures';
import { type BenchRow, mb, verdict } from './stats';
import { type HostileFigures, whileAsking } from './while-asking';

/** The goal for any hostile request or answer: main answers `status:get` within 100 ms meanwhile. */
const GOAL = { statusMs: 100, rss: 600 * 1024 * 1024 };

const SCENARIOS = {
  idle: "nothing sent (the machine's own noise: a client process starts and ends)",
  'many-members': 'a 20 MiB request of 1.7 million keys and items (within depth, list and size limits)',
  'eight-many-members': 'eight such requests at once',
  'forty-uploads': 'forty 9.5 MB PDFs added at once (attachments:add, 12.7 MB of JSON each)',
  'huge-settings': 'a 4.6 MB settings answer of 400,000 members from a fake service, synced 20 times',
  'full-settings': 'a 1 MiB settings answer of 500,000 members (within its size), synced 20 times',
} as const;
type Scenario = keyof typeof SCENARIOS;

const TOKEN = 'bench-hostile-requests-token';

/**
 * Each hostile request of docs/security.md's "Bounded inputs" against the browser host of an app
 * process of its own, sent by another process (so its memory and its work are not main's), while
 * main's own `status:get` is asked over HTTP every 10 ms; and a settings answer past its bounds,
 * synced as the scheduler would. Rows of `npm run bench -- hostile-files`.
 */
export async function hostileRequestRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
    const figures = await runInChild<HostileFigures>('hostile-request', [scenario]);
    const met = figures.slowestStatusMs < GOAL.statusMs && figures.peakRss < GOAL.rss;
    const counted = [...new Set(figures.outcomes)].map((outcome) => `${figures.outcomes.filter((o) => o === outcome).length} × ${outcome}`);
    if (counted.length === 0) counted.push('nothing');
    rows.push({
      bench: 'hostile-files',
      name: SCENARIOS[scenario],
      figure: `${(figures.ms / 1000).toFixed(1)} s, main's peak ${mb(figures.peakRss)} (+${mb(figures.peakRss - figures.baselineRss)}), status:get p95 ${figures.statusP95Ms.toFixed(0)} ms, max ${figures.slowestStatusMs.toFixed(0)} ms: ${counted.join(', ')}`,
      goal: `status:get < ${GOAL.statusMs} ms, main < ${mb(GOAL.rss)}`,
      verdict: verdict(met),
    });
  }
  return rows;
}

/** The app's side: the runtime and its browser host, warmed up, then the scenario while `status:get` is asked. */
export async function measureHostileRequest([scenario]: string[]): Promise<HostileFigures> {
  return withTempDir('hostile-request', async (dir) => {
    const settingsService = scenario?.endsWith('-settings') ? await startSettingsService(scenario === 'huge-settings') : undefined;
    const dataDir = path.join(dir, 'data');
    const rendererDir = path.join(dir, 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    const runtime = await startRuntime({
      dataDir,
      secretStore: createKeyFileSecretStore(dataDir),
      newSecretStore: () => createKeyFileSecretStore(dataDir),
      logger: createLogger(),
      training: settingsService === undefined,
      ...(settingsService ? { baseUrl: settingsService.baseUrl, apiKey: 'bench-key' } : {}),
      pollMs: 60_000,
    });
    const host = await startBrowserHost({ dispatch: runtime.dispatch, events: runtime.events, rendererDir, token: TOKEN });
    try {
      const invoke = async (channel: string, request: unknown) =>
        JSON.parse((await post(host.port, channel, JSON.stringify(request))).body) as Answer;
      const created = await invoke('applications:create', { entityType: 'privatelimitedcompany' });
      const pdf = path.join(dir, 'statement.pdf');
      fs.writeFileSync(pdf, await largePdf(9.5));
      // Warm: the parsing worker, the limited child and the HTTP path have each run once.
      await invoke('attachments:add', {
        applicationId: created.value?.id,
        role: 'additional',
        dataBase64: fs.readFileSync(pdf).toString('base64'),
      });
      globalThis.gc?.();
      // Main alone, its parsing worker included (a thread of it); the client is a process of its own.
      return await whileAsking(
        () =>
          settingsService
            ? syncTwentyTimes(invoke)
            : runInChild<string[]>('hostile-client', [String(host.port), scenario!, created.value?.id ?? '', pdf]),
        () => invoke('status:get', {}),
        () => process.memoryUsage.rss(),
      );
    } finally {
      await host.close();
      await runtime.close();
      await settingsService?.close();
    }
  });
}

/** As the scheduler syncs before each run of the outbox; each answer says whether the sync took the settings. */
async function syncTwentyTimes(invoke: (channel: string, request: unknown) => Promise<Answer>) {
  const outcomes: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const answer = await invoke('settings:sync', {});
    outcomes.push(answer.ok ? (answer.value?.ok ? 'synced' : `sync failed ${answer.value?.error?.why}`) : `refused ${answer.error?.code}`);
  }
  return outcomes;
}

type Answer = { ok: boolean; value?: { id?: string; ok?: boolean; error?: { why: string } }; error?: { code: string } };

/**
 * A service whose `GET /settings` answers 4.6 MB (100,000 restricted combinations of four members
 * each), or, `huge` false, a megabyte of half a million members in an unknown list.
 */
async function startSettingsService(huge: boolean): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const Fees = { MerchantServiceChargeFeeNames: [...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN] };
  const restricted = Array.from({ length: 100_000 }, (_, i) => ({ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: i % 10_000 }));
  const many = Array.from({ length: 50 }, () => Array(10_000).fill(0));
  const body = Buffer.from(JSON.stringify(huge ? { Fees, RestrictedAmexMccs: restricted } : { Fees, x: many }));
  const server = http.createServer((_req, res) => {
    // The client stops reading at its limit and drops the connection: that is the point.
    res.on('error', () => undefined);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/isoapi`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The hostile client's side, a process of its own: sends the scenario's requests at once and says how each was answered. */
export async function sendHostileRequests([port, scenario, applicationId, pdf]: string[]): Promise<string[]> {
  const send = async (channel: string, body: string) => {
    const { status, body: text } = await post(Number(port), channel, body);
    const answer = JSON.parse(text) as { ok: boolean; error?: { code: string; params?: { why?: string } } };
    if (answer.ok) return `${status} stored`;
    return `${status} ${answer.error?.code}${answer.error?.params?.why ? ` ${answer.error.params.why}` : ''}`;
  };
  if (scenario === 'idle') return [];
  if (scenario === 'forty-uploads') {
    const body = JSON.stringify({ applicationId, role: 'additional', dataBase64: fs.readFileSync(pdf!).toString('base64') });
    return Promise.all(Array.from({ length: 40 }, () => send('attachments:add', body)));
  }
  const body = manyMembers();
  return Promise.all(Array.from({ length: scenario === 'many-members' ? 1 : 8 }, () => send('applications:list', body)));
}

/** 1.7 million members in 20 MiB: 1,700 objects of 1,000 keys, padded with spaces to the host's size limit. */
function manyMembers(): string {
  const object = `{${Array.from({ length: 1_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
  const text = `{"limit":10,"offset":0,"x":[${Array(1_700).fill(object).join(',')}]}`;
  return text + ' '.repeat(20 * 1024 * 1024 - text.length);
}

/**
 * One request on a connection of its own, as the page's bridge and a hostile client make them: a
 * kept-alive connection the host has just closed would fail the next request for a reason of its own.
 */
function post(port: number, channel: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/invoke/${channel}`,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Fieldboard-Token': TOKEN },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
