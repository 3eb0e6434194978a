import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { HOST_TOKEN, startHostProcess } from '../../helpers/host-process';
import { eventually } from '../../helpers/wait';

describe('the browser host as its own process survives hostile requests', () => {
  it('a path with broken percent-encoding is a 400, without the token, and the host keeps answering', async () => {
    const host = await startHostProcess();
    const answer = await host.raw(`GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // As an <img> on another site's page would send it.
    const img = await host.raw(`GET /assets/%C0%AF.png HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nConnection: close\r\n\r\n`);
    expect(img).toMatch(/^HTTP\/1\.1 400 /);
    expect((await host.invoke('status:get', {})).status).toBe(200);
    expect(host.exited()).toBe(false);
  });

  it('an invoke whose client drops the upload halfway is logged, and the host keeps answering', async () => {
    const host = await startHostProcess();
    const socket = net.connect(host.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/invoke/status:get HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nContent-Type: application/json\r\n` +
        `X-Fieldboard-Token: ${HOST_TOKEN}\r\nContent-Length: 100000\r\n\r\n` +
        '{"x":"'.padEnd(50_000, 'a'),
    );
    socket.destroy();
    await eventually(() => host.log()).toMatch(/browser host request failed.*"where":"invoke"/);
    const status = await host.invoke('status:get', {});
    expect(status.status).toBe(200);
    expect(status.body.ok).toBe(true);
    expect(host.exited()).toBe(false);
  });
});
