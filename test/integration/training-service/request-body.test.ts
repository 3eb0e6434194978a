import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { MAX_REQUEST_BYTES } from '$main/training-service';
import { TRAINING_HEADERS, errorBody, eventually, rawRequest, submit } from './helpers';
import { startService } from '../../helpers/training-service';

describe('content type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/jsonx'])(
    'refuses %s with 415',
    async (contentType) => {
      const service = await startService();
      const response = await submit(service, 'soletrader', completeApplication('soletrader'), { 'Content-Type': contentType });
      expect(response.status).toBe(415);
      expect((await errorBody(response)).message).toMatch(/application\/json/);
      expect(service.stats().merchantsTotal).toBe(0);
    },
  );

  it('refuses a body without a content type with 415', async () => {
    const service = await startService();
    const response = await rawRequest({
      url: `${service.baseUrl}/soletrader`,
      method: 'POST',
      headers: { Apikey: 'training' },
      chunks: [JSON.stringify(completeApplication('soletrader'))],
    });
    expect(response.status).toBe(415);
  });

  it('accepts application/json with a UTF-8 charset, in any casing', async () => {
    const service = await startService();
    const response = await submit(service, 'soletrader', completeApplication('soletrader'), {
      'Content-Type': 'Application/JSON; charset=UTF-8',
    });
    expect(response.status).toBe(201);
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    ['malformed JSON', '{"applicant": {'],
    ['a trailing comma', '{"stores": [],}'],
    ['an empty body', ''],
    ['whitespace only', '  \n '],
  ])('refuses %s with 415', async (_, body) => {
    const service = await startService();
    const response = await submit(service, 'partnership', body);
    expect(response.status).toBe(415);
    expect((await errorBody(response)).message).toMatch(/not JSON/);
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('refuses bytes that are not UTF-8 with 415', async () => {
    const service = await startService();
    const response = await rawRequest({
      url: `${service.baseUrl}/other`,
      method: 'POST',
      headers: { Apikey: 'training', 'Content-Type': 'application/json' },
      chunks: [Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    });
    expect(response.status).toBe(415);
  });

  it('treats JSON that is not an object as a rule violation (422), not as "not JSON"', async () => {
    const service = await startService();
    const response = await submit(service, 'soletrader', '[1, 2]');
    expect(response.status).toBe(422);
    const body = await errorBody(response);
    expect(body.errors?.[0]?.path).toBe('(root)');
  });
});

describe('size limit', () => {
  it('is 32 MiB', () => {
    expect(MAX_REQUEST_BYTES).toBe(32 * 1024 * 1024);
  });

  it('reads a body of exactly the limit, and refuses one byte more with 413', async () => {
    const service = await startService();
    // Padded with spaces: a long text would be refused for its own length wherever no document stands.
    const padded = (size: number) => {
      const head = '{"padding":"x"';
      return `${head}${' '.repeat(size - head.length - 1)}}`;
    };
    const atLimit = await submit(service, 'soletrader', padded(MAX_REQUEST_BYTES));
    // Read whole and judged by the rules: an unknown property, not a size problem.
    expect(atLimit.status).toBe(422);
    expect((await errorBody(atLimit)).errors?.map((error) => error.path)).toContain('padding');

    const overLimit = await submit(service, 'soletrader', padded(MAX_REQUEST_BYTES + 1));
    expect(overLimit.status).toBe(413);
    expect((await errorBody(overLimit)).message).toContain(String(MAX_REQUEST_BYTES));
    expect(service.stats().merchantsTotal).toBe(0);
  });

  it('refuses a chunked body that grows past the limit with 413', async () => {
    const service = await startService();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = [Buffer.from('{"padding":"'), ...Array.from({ length: 40 }, () => chunk), Buffer.from('"}')];
    const response = await rawRequest({
      url: `${service.baseUrl}/soletrader`,
      method: 'POST',
      headers: { ...TRAINING_HEADERS, 'Transfer-Encoding': 'chunked' },
      chunks,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, statusCode: 413 });
  });

  it('shrugs off a client that leaves halfway through its body', async () => {
    const errors: unknown[] = [];
    const service = await startService({ onError: (error) => errors.push(error) });
    await new Promise<void>((resolve) => {
      const request = http.request(`${service.baseUrl}/soletrader`, {
        method: 'POST',
        headers: { ...TRAINING_HEADERS, 'Content-Length': '1000' },
      });
      request.on('error', () => resolve());
      request.write('{"applicant": {', () => setTimeout(() => request.destroy(), 50));
    });
    await eventually(() => expect(service.stats().requests.submit).toBe(1));
    expect((await submit(service, 'soletrader', completeApplication('soletrader'))).status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps serving after a 413', async () => {
    const service = await startService();
    const tooBig = await submit(service, 'soletrader', `"${'x'.repeat(MAX_REQUEST_BYTES)}"`);
    expect(tooBig.status).toBe(413);
    const fine = await submit(service, 'soletrader', completeApplication('soletrader'));
    expect(fine.status).toBe(201);
    expect(service.stats().merchantsTotal).toBe(1);
  });
});
