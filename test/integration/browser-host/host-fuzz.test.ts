import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '$main/database/open/open-database';
import { ENTITY_TYPES } from '$shared/entity-types';
import { HOST_TOKEN, type HostProcess, startHostProcess } from '../../helpers/host-process';
import {
  FUZZED_CHANNELS,
  FUZZ_SEED,
  answerProblem,
  fuzzChannels,
  fuzzMilliseconds,
  fuzzPools,
  summary,
} from '../../helpers/request-arbitrary';

const FUZZ_MS = fuzzMilliseconds(3);

/**
 * The scanner channels run this machine's scanner programs (a listing takes ~3.6 s here); the
 * dispatcher's fuzz covers them with no backends, so the host's few seconds go to the rest.
 */
const HOST_CHANNELS = FUZZED_CHANNELS.filter((channel) => !channel.startsWith('documents:') || channel === 'documents:pickFile');

/** Stops the host the way a person does (TERM) and checks the database it leaves behind. */
async function stopAndCheck(host: HostProcess): Promise<void> {
  const gone = new Promise((resolve) => host.child.once('exit', resolve));
  host.child.kill('SIGTERM');
  await gone;
  const db = new Database(path.join(host.dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
}

describe('the browser host fuzzed over HTTP', () => {
  it(
    'every channel with generated and hostile requests: each answer a valid result or a typed error; the host stays up; its database stays intact',
    async () => {
      const host = await startHostProcess();
      for (const entityType of ENTITY_TYPES) expect((await host.invoke('applications:create', { entityType })).body.ok).toBe(true);
      const listed = (await host.invoke('applications:list', { limit: 200, offset: 0 })).body.value.items as { id: string }[];
      const views = await Promise.all(listed.map(async ({ id }) => (await host.invoke('applications:get', { id })).body.value));
      let ids = views.map((view) => view.id as string);

      const failures: string[] = [];
      let calls = 0;
      await fuzzChannels(
        fuzzPools(
          () => ids,
          views.map((view) => view.draft),
        ),
        FUZZ_MS,
        async (channel, request) => {
          calls += 1;
          const { status, body } = await host.invoke(channel, request);
          // 413 for a body over the host's limit; otherwise every answer is the dispatcher's.
          const problem = status === 200 || status === 413 ? answerProblem(channel, body) : `HTTP ${status}`;
          if (problem !== undefined) failures.push(`${channel} ${summary(request)}: ${problem}`);
          if (body.ok && (channel === 'applications:create' || channel === 'applications:copy')) ids = [...ids, body.value.id].slice(-40);
        },
        HOST_CHANNELS,
      );
      console.info(`seed ${FUZZ_SEED}: ${calls} calls through the browser host`);
      expect(failures).toEqual([]);
      expect((await host.invoke('status:get', {})).body.ok).toBe(true);
      expect(host.exited()).toBe(false);
      expect(host.log()).not.toMatch(/unhandled rejection|handler failed/);
      await stopAndCheck(host);
    },
    FUZZ_MS + 60_000,
  );
});

/** One raw HTTP exchange: what the host answered before it closed, or `timeout`. */
function exchange(port: number, bytes: Buffer, abort: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, 5000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset after the host's answer is fine: the answer is what counts
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.once('connect', () => {
      if (abort) {
        socket.write(bytes, () => socket.destroy());
      } else socket.end(bytes);
    });
  });
}

const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'BREW', 'get', ''];
const PATHS = fc.oneof(
  fc.constantFrom(
    '/',
    '/index.html',
    '/api/invoke/status:get',
    '/api/invoke/applications:list',
    '/api/invoke/attachments:add',
    '/api/invoke/nope:nope',
    '/api/invoke/',
    '/api/events',
    '/api/events?token=wrong',
    '/%',
    '/%E0%A4%A',
    '/%00',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/../../../etc/passwd',
    '//evil.example/',
    '*',
    'http://evil.example/',
  ),
  fc.webPath(),
  fc.string({ maxLength: 40 }).map((text) => `/${encodeURIComponent(text)}`),
  fc.nat({ max: 70_000 }).map((length) => `/${'a'.repeat(length)}`),
);
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x', ''];

/** A random request as raw bytes: method, path, headers (right or wrong), and a body, maybe cut short. */
function rawRequest(port: number) {
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      path: PATHS,
      host: fc.constantFrom(`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example', '', null),
      token: fc.constantFrom(HOST_TOKEN, 'wrong', '', null),
      contentType: fc.constantFrom(...CONTENT_TYPES, null),
      body: fc.oneof(
        fc.json({ maxDepth: 3 }),
        fc.string({ maxLength: 200 }),
        fc.constant('{"__proto__":{"polluted":true}}'),
        fc.constant('['.repeat(20_000)),
      ),
      length: fc.constantFrom('exact', 'more', 'less', 'none', 'chunked', 'garbage', 'both'),
      extraHeaders: fc.oneof(
        fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ maxLength: 60 })), { maxLength: 4 }),
        fc.constant([['Upgrade', 'websocket'] as [string, string], ['Connection', 'Upgrade'] as [string, string]]),
        fc.constant([['Expect', '100-continue'] as [string, string]]),
      ),
      cut: fc.option(fc.nat(), { freq: 3 }),
      abort: fc.boolean(),
    })
    .map((r) => {
      const body = Buffer.from(r.body, 'utf8');
      const lines = [`${r.method} ${r.path} HTTP/1.1`];
      if (r.host !== null) lines.push(`Host: ${r.host}`);
      if (r.token !== null) lines.push(`X-Fieldboard-Token: ${r.token}`);
      if (r.contentType !== null) lines.push(`Content-Type: ${r.contentType}`);
      for (const [name, value] of r.extraHeaders) lines.push(`${name}: ${value.replace(/[\r\n]/g, ' ')}`);
      let payload = body;
      if (r.length === 'exact') lines.push(`Content-Length: ${body.length}`);
      if (r.length === 'more') lines.push(`Content-Length: ${body.length + 1000}`);
      if (r.length === 'less') lines.push(`Content-Length: ${Math.floor(body.length / 2)}`);
      if (r.length === 'garbage') lines.push('Content-Length: -1x');
      if (r.length === 'chunked' || r.length === 'both') {
        lines.push('Transfer-Encoding: chunked');
        if (r.length === 'both') lines.push(`Content-Length: ${body.length}`);
        payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
      }
      lines.push('Connection: close', '', '');
      const bytes = Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), payload]);
      return {
        bytes: r.cut === null ? bytes : bytes.subarray(0, r.cut % (bytes.length + 1)),
        abort: r.abort,
        what: `${r.method} ${r.path.slice(0, 80)} (${r.length}${r.cut === null ? '' : ', cut'}${r.abort ? ', dropped' : ''})`,
      };
    });
}

describe('the browser host given random paths, methods, headers and truncated bodies', () => {
  it(
    'answers every request a client waits for, and stays up: a token-bearing status call succeeds at the end',
    async () => {
      const host = await startHostProcess();
      const unanswered: string[] = [];
      let sent = 0;
      let seed = FUZZ_SEED;
      const deadline = performance.now() + FUZZ_MS;
      while (performance.now() < deadline) {
        // Ten at once, as a page with many images would send them.
        const batch = fc.sample(rawRequest(host.port), { numRuns: 10, seed: seed++ });
        const answers = await Promise.all(batch.map((request) => exchange(host.port, request.bytes, request.abort)));
        batch.forEach((request, i) => {
          sent += 1;
          // A client that stays (half-closes) gets an HTTP answer, whatever it sent: nothing hangs.
          if (!request.abort && request.bytes.length > 0 && !answers[i]!.startsWith('HTTP/1.1 ')) {
            unanswered.push(`${request.what}: ${answers[i]!.slice(0, 60) || '(closed without an answer)'}`);
          }
        });
        expect(host.exited()).toBe(false);
      }
      console.info(`seed ${FUZZ_SEED}: ${sent} raw requests; ${unanswered.length} left without an answer`);
      expect(unanswered).toEqual([]);
      const status = await host.invoke('status:get', {});
      expect(status.status).toBe(200);
      expect(status.body.ok).toBe(true);
      expect(host.exited()).toBe(false);
      expect(host.log()).not.toMatch(/unhandled rejection/);
      await stopAndCheck(host);
    },
    FUZZ_MS + 60_000,
  );
});
