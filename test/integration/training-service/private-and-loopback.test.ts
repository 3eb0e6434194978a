import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startService, tempDataDir, useTrainingServices } from './helpers';

useTrainingServices();

function getWithHost(port: number, route: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: route, headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('the training service keeps to its machine and its owner', () => {
  it('keeps its folder 0700 and its database 0600, tightening a folder it finds looser', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    await startService({ dataDir });
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(dataDir)) expect(fs.statSync(path.join(dataDir, name)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
  });

  it('answers its control API only to its own loopback Host (no DNS rebinding)', async () => {
    const service = await startService();
    expect(await getWithHost(service.port, '/__control/stats', `127.0.0.1:${service.port}`)).toBe(200);
    expect(await getWithHost(service.port, '/__control/stats', `localhost:${service.port}`)).toBe(200);
    expect(await getWithHost(service.port, '/__control/stats', `attacker.example:${service.port}`)).toBe(421);
    expect(await getWithHost(service.port, '/__control/faults', 'attacker.example')).toBe(421);
  });
});
