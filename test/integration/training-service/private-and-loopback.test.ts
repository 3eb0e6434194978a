import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER, TrainingDataFolderError, startTrainingService } from '$main/training-service';
import { runCli } from '../../helpers/run-cli';
import { control, submit } from './helpers';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';
import { completeApplication } from '../../fixtures/applications';

function getWithHost(port: number, route: string, host: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { Host: host, ...(token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: token }) };
    http
      .get({ host: '127.0.0.1', port, path: route, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('the training service keeps to its machine and its owner', () => {
  it('keeps its folder 0700 and its database 0600, tightening a folder it finds looser', async () => {
    const dataDir = tempDir('fieldboard-training-test-');
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    await startService({ dataDir });
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(dataDir)) expect(fs.statSync(path.join(dataDir, name)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);

    // One that others could write to may hold what they put there: refused, not tightened.
    const open = tempDir('fieldboard-training-test-');
    fs.chmodSync(open, 0o777);
    await expect(startTrainingService({ dataDir: open })).rejects.toMatchObject({ code: 'writable_by_others' });
  });

  it('answers its control API only to its own loopback Host (no DNS rebinding)', async () => {
    const service = await startService();
    const token = service.controlToken;
    expect(await getWithHost(service.port, '/__control/stats', `127.0.0.1:${service.port}`, token)).toBe(200);
    expect(await getWithHost(service.port, '/__control/stats', `localhost:${service.port}`, token)).toBe(200);
    expect(await getWithHost(service.port, '/__control/stats', `attacker.example:${service.port}`, token)).toBe(421);
    expect(await getWithHost(service.port, '/__control/faults', 'attacker.example', token)).toBe(421);
  });

  it('answers its control API only with its per-run token: another local user gets 401 or 403', async () => {
    const service = await startService();
    await submit(service, 'partnership', completeApplication('partnership'));
    const host = `127.0.0.1:${service.port}`;
    // What any user of the machine could send: the port is all they know.
    expect(await getWithHost(service.port, '/__control/merchants', host)).toBe(401);
    expect(await getWithHost(service.port, '/__control/merchants', host, 'guessed')).toBe(403);
    const other = await startService();
    expect(await getWithHost(service.port, '/__control/merchants', host, other.controlToken)).toBe(403);
    const unarmed = await fetch(`${service.controlUrl}/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ kind: 'http-500' }]),
    });
    expect(unarmed.status).toBe(401);
    expect(service.stats().faults).toEqual([]);
    const keyless = await fetch(`${service.controlUrl}/keys/stolen`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(keyless.status).toBe(401);
    expect(service.keys()).not.toContain('stolen');
    // Its starter holds the token and is answered.
    expect((await control(service, '/merchants')).status).toBe(200);
  });

  it.skipIf(process.getuid?.() !== 0)('refuses a data folder another user made first, saying so in one line', async () => {
    const dataDir = path.join(tempDir('fieldboard-training-test-'), 'squatted');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chownSync(dataDir, 65534, 65534);
    const error = await startTrainingService({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrainingDataFolderError);
    expect(error).toMatchObject({ code: 'not_owned', folder: dataDir });
    expect((error as Error).message).toContain('belongs to another user (uid 65534');
    expect(fs.readdirSync(dataDir)).toEqual([]);

    // The app's training mode says the same in one line, without a stack trace.
    const appData = tempDir();
    fs.mkdirSync(path.join(appData, 'training-service'), { mode: 0o700 });
    fs.chownSync(path.join(appData, 'training-service'), 65534, 65534);
    const run = await runCli(['--data', appData, '--training', 'list']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('belongs to another user');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
