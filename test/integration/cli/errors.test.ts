import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

describe('fieldboard command line errors', () => {
  it('refuses an API key given as an argument', async () => {
    const run = await runCli(['--data', tempDir(), '--api-key', 'training', 'list']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown option '--api-key'");
  });

  it('names a missing command, a bad type, a bad status', async () => {
    const data = tempDir();
    expect((await runCli(['--data', data])).status).toBe(2);
    expect((await runCli(['--data', data, 'frobnicate'])).stderr).toContain('Unknown command "frobnicate"');
    const badType = await runCli(['--data', data, 'import', 'x.json', '--type', 'llc']);
    expect(badType.status).toBe(2);
    expect(badType.stderr).toContain('--type must be one of');
    expect((await runCli(['--data', data, 'list', '--status', 'done'])).status).toBe(2);
  });

  it('reports an unreadable or non-JSON file and an unknown id with exit code 3', async () => {
    const data = tempDir();
    const bad = path.join(data, 'bad.json');
    fs.writeFileSync(bad, '{ not json');
    const notJson = await runCli(['--data', data, 'import', bad, '--type', 'soletrader']);
    expect(notJson.status).toBe(3);
    expect(notJson.stderr).toContain('is not valid JSON');
    expect((await runCli(['--data', data, 'import', path.join(data, 'missing.json'), '--type', 'other'])).stderr).toContain('ENOENT');
    const unknown = await runCli(['--data', data, 'show', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.status).toBe(3);
    expect(unknown.stderr).toContain('No application');
  });

  it('refuses an import whose attachment is not a document it can read, and stores nothing', async () => {
    const data = tempDir();
    const file = path.join(data, 'app.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ applicant: { identificationAttachment: { File: Buffer.from('hello').toString('base64'), Filename: 'id.png' } } }),
    );
    const run = await runCli(['--data', data, 'import', file, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('applicant.identificationAttachment: This file is not a PDF or an image the app can read');
    expect(JSON.parse((await runCli(['--data', data, 'list', '--json'])).stdout).total).toBe(0);
  });

  it('says plainly that submitting needs a service', async () => {
    const run = await runCli(['--data', tempDir(), 'submit', '--all']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('No service configured');
  });

  it('a service that cannot be reached fails the sync with exit code 1', async () => {
    const run = await runCli(['--data', tempDir(), '--base-url', 'http://127.0.0.1:9/isoapi', 'sync-settings'], {
      FIELDBOARD_API_KEY: 'training',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Settings sync failed');
  });

  it('refuses a plain-http service that is not this machine', async () => {
    const run = await runCli(['--data', tempDir(), '--base-url', 'http://onboarding.example/isoapi', 'sync-settings'], {
      FIELDBOARD_API_KEY: 'k',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('https');
  });
});
