import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BODIES_IN_FLIGHT_BYTES, createBodyBudget } from '$main/browser-host/request-body';
import { startBrowserHost } from '$main/browser-host/server';
import { createEventBus } from '$main/ipc/event-bus';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH, MAX_REQUEST_MEMBERS, MAX_REQUEST_TEXT_CHARS } from '$shared/request-limits';
import { afterEachTest } from '../../helpers/after-each-test';
import { HOST_TOKEN, type HostProcess, startHostProcess } from '../../helpers/host-process';
import { tempDir } from '../../helpers/temp-dir';
import { eventually } from '../../helpers/wait';

/** POSTs `text` as it is, with the token, as a local client holding it could. */
async function post(host: HostProcess, channel: string, text: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${host.port}/api/invoke/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': HOST_TOKEN },
    body: text,
  });
  return { status: response.status, body: await response.json() };
}

async function stillAnswers(host: HostProcess): Promise<void> {
  const status = await host.invoke('status:get', {});
  expect(status.status).toBe(200);
  expect(status.body.ok).toBe(true);
  expect(host.exited()).toBe(false);
}

describe('the browser host refuses a request by its shape before parsing it', () => {
  it('an 18 MB body nine million levels deep is a 413 request_too_large, and the host keeps answering', async () => {
    const host = await startHostProcess();
    const answer = await post(host, 'status:get', '['.repeat(9_000_000) + ']'.repeat(9_000_000));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'request_too_large' });
    expect(answer.body.error.message).toContain(`nests deeper than ${MAX_REQUEST_DEPTH} levels`);
    await stillAnswers(host);
  });

  it('a draft one level too deep is refused, and one within the limit reaches the dispatcher', async () => {
    const host = await startHostProcess();
    const nest = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    // The request is 1 level and its `draft` 2, so `application` adds its own levels to those.
    const tooDeep = await post(
      host,
      'applications:create',
      `{"entityType":"other","draft":{"application":${nest(MAX_REQUEST_DEPTH - 1)}}}`,
    );
    expect(tooDeep.status).toBe(413);
    const within = await post(host, 'applications:create', `{"entityType":"other","draft":{"application":${nest(MAX_REQUEST_DEPTH - 2)}}}`);
    expect(within.status).toBe(200);
    expect(within.body.error).toMatchObject({ code: 'invalid_request' }); // deeper than a draft may nest (32)
    await stillAnswers(host);
  });

  it('a list of five million items is refused, and the host keeps answering', async () => {
    const host = await startHostProcess();
    const answer = await post(host, 'applications:list', `{"limit":10,"offset":0,"x":[${'0,'.repeat(5_000_000)}0]}`);
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toContain(`a list in it holds more than ${MAX_REQUEST_ARRAY_ITEMS} items`);
    await stillAnswers(host);
  });

  it('a body past 20 MiB is a 413 request_too_large, and the host keeps answering', async () => {
    const host = await startHostProcess();
    const answer = await post(host, 'status:get', `{"x":"${'a'.repeat(20 * 1024 * 1024)}"}`);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'request_too_large' });
    await stillAnswers(host);
  });
});

/** 1.7 million members within every other limit: 1,700 objects of 1,000 keys each, about 17 MB. */
function manyMembers(): string {
  const object = `{${Array.from({ length: 1_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
  return `{"limit":10,"offset":0,"x":[${Array(1_700).fill(object).join(',')}]}`;
}

describe('the browser host refuses a body by its members and texts, and parses a large one off its event loop', () => {
  it('a 17 MB body of 1.7 million keys and items is a 413 before it is parsed; eight at once too, and status:get answers meanwhile', async () => {
    const host = await startHostProcess();
    const body = manyMembers();
    const answers = Promise.all(Array.from({ length: 8 }, () => post(host, 'applications:list', body)));
    // Asked while the eight are being read and refused: answered, not queued behind them.
    const status = await host.invoke('status:get', {});
    expect(status.body.ok).toBe(true);
    // Those past the budget of large bodies are told to come back (503 busy); those read are refused by their members.
    const refused = (await answers).filter((answer) => answer.status !== 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(413);
      expect(answer.body.error).toMatchObject({ code: 'request_too_large' });
      expect(answer.body.error.message).toContain(`it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`);
    }
    await stillAnswers(host);
  });

  it('a legal name of fifteen million characters is refused before parsing, and nothing is saved', async () => {
    const host = await startHostProcess();
    const created = await host.invoke('applications:create', { entityType: 'soletrader' });
    const { id, revision } = created.body.value;
    const draft = { application: { applicant: { legalName: 'L'.repeat(15_000_000) } }, processingFees: [] };
    const answer = await post(host, 'applications:saveDraft', JSON.stringify({ id, draft, expectedRevision: revision }));
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toContain(
      `draft.application.applicant.legalName holds a text longer than ${MAX_REQUEST_TEXT_CHARS} characters`,
    );
    const after = await host.invoke('applications:get', { id });
    expect(after.body.value.draft.application.applicant?.legalName).toBeUndefined();
    await stillAnswers(host);
  });

  it("a document's base64 may be long only where attachments:add carries it", async () => {
    const host = await startHostProcess();
    const long = 'A'.repeat(MAX_REQUEST_TEXT_CHARS + 1);
    const elsewhere = await post(
      host,
      'attachments:add',
      JSON.stringify({ applicationId: 'x', role: 'additional', fileName: long, dataBase64: '' }),
    );
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.body.error.message).toContain('fileName holds a text longer than');
    const created = await host.invoke('applications:create', { entityType: 'soletrader' });
    const applicationId = created.body.value.id;
    // Past the worker's threshold: checked and decoded there, and refused by its bytes.
    const answer = await host.invoke('attachments:add', { applicationId, role: 'additional', dataBase64: long });
    expect(answer.body.error).toMatchObject({ code: 'invalid_file', params: { why: 'unsupported' } });
  });
});

describe('the browser host holds only so many large bodies at once', () => {
  const rendererDir = () => {
    const dir = tempDir('fieldboard-renderer-');
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    return dir;
  };

  it('refuses a body past its budget with 503 busy and Retry-After, gives the room back once each is answered, and answers small requests throughout', async () => {
    // The dispatcher holds every document until the test lets it go, as a queue behind the parsing child would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const budget = createBodyBudget();
    const host = await startBrowserHost({
      dispatch: async (channel) => {
        if (channel === 'attachments:add') await held;
        return { ok: true, value: {} };
      },
      events: createEventBus(),
      rendererDir: rendererDir(),
      token: HOST_TOKEN,
      bodyBudget: budget,
    });
    afterEachTest(() => host.close());
    const send = (channel: string, body: string) =>
      fetch(`${host.url}api/invoke/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': HOST_TOKEN },
        body,
      });
    // A 10 MB document as base64 in its request: three fit the budget, a fourth does not.
    const upload = JSON.stringify({ dataBase64: 'A'.repeat(13_981_016) });
    const fitting = Math.floor(MAX_BODIES_IN_FLIGHT_BYTES / upload.length);
    expect(fitting).toBe(3);
    const first = Array.from({ length: fitting }, () => send('attachments:add', upload));
    await eventually(() => budget.held()).toBe(fitting * upload.length);
    const refused = await send('attachments:add', upload);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect((await send('status:get', '{}')).status).toBe(200);
    release();
    for (const answer of await Promise.all(first)) expect(answer.status).toBe(200);
    await eventually(() => budget.held()).toBe(0);
    expect((await send('attachments:add', upload)).status).toBe(200);
  });
});
