import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { listReceiptPrints } from '$main/core/receipts/receipt-prints';
import { runCli } from '../../helpers/run-cli';
import { submittedApplication } from '../../helpers/submitted-application';
import { tempDir } from '../../helpers/temp-dir';

/** A data folder holding one submitted application, written through the database. */
async function folderWithReceipt(): Promise<{ data: string; id: string; prints: () => Promise<number> }> {
  const data = tempDir();
  const open = () => openCore({ dataDir: data, secretStore: createKeyFileSecretStore(data), logger: createLogger(), training: false });
  const core = await open();
  const { id } = submittedApplication(core.database, { documentBytes: 2_000 });
  await core.close();
  const prints = async () => {
    const again = await open();
    try {
      return listReceiptPrints(again.database, id).length;
    } finally {
      await again.close();
    }
  };
  return { data, id, prints };
}

describe('fieldboard receipt --html writes a file of the agent’s own', () => {
  it('a new file is 0600 whatever the umask; an existing one is replaced only with --force, by a new file', async () => {
    const { data, id, prints } = await folderWithReceipt();
    const file = path.join(tempDir(), 'receipt.html');
    const first = await runCli(['--data', data, 'receipt', id, '--html', file]);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    fs.writeFileSync(file, 'the merchant’s earlier copy', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const refused = await runCli(['--data', data, 'receipt', id, '--html', file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('exists: pass --force to replace it');
    expect(fs.readFileSync(file, 'utf8')).toBe('the merchant’s earlier copy');

    const before = fs.statSync(file).ino;
    const forced = await runCli(['--data', data, 'receipt', id, '--html', file, '--force']);
    expect(forced.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^<!doctype html>/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Renamed over, not rewritten in place: a reader never sees half a receipt.
    expect(fs.statSync(file).ino).not.toBe(before);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['receipt.html']);
    // The refused run printed nothing, so recorded nothing.
    expect(await prints()).toBe(2);
  });

  it('refuses a symbolic link, with --force too, and leaves what it points to alone', async () => {
    const { data, id, prints } = await folderWithReceipt();
    const folder = tempDir();
    const victim = path.join(folder, 'victim.txt');
    fs.writeFileSync(victim, 'not a receipt');
    const link = path.join(folder, 'receipt.html');
    fs.symlinkSync(victim, link);
    const dangling = path.join(folder, 'dangling.html');
    fs.symlinkSync(path.join(folder, 'created-through-the-link.html'), dangling);
    for (const args of [
      ['--html', link],
      ['--html', link, '--force'],
      ['--html', dangling],
    ]) {
      const run = await runCli(['--data', data, 'receipt', id, ...args]);
      expect(run.status, args.join(' ')).toBe(3);
      expect(run.stderr).toContain('is a symbolic link');
    }
    expect(fs.readFileSync(victim, 'utf8')).toBe('not a receipt');
    expect(fs.existsSync(path.join(folder, 'created-through-the-link.html'))).toBe(false);
    expect(await prints()).toBe(0);
  });
});
