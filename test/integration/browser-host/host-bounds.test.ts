import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_DEPTH } from '../../../shared/request-limits';
import { HOST_TOKEN, type HostProcess, startHostProcess } from '../../helpers/host-process';

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
