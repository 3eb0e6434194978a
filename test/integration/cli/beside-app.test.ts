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

/**
 * Support staff read while the agent works: with the data folder held by another live process
 * (this test's, standing in for the app), the reading commands run beside it and the writing
 * ones are refused with the lock's sentence.
 */
describe('the command line beside a running app', () => {
  it('list, show, audit and receipt work while the app holds the folder; set is refused and changes nothing', async () => {
    const data = tempDir();
    const app = await openCore({ dataDir: data, secretStore: createKeyFileSecretStore(data), logger: createLogger(), training: false });
    try {
      const { id, merchantId } = submittedApplication(app.database, { name: 'Kaffi Mokka ehf.', documentBytes: 100 });

      const list = await runCli(['--data', data, 'list']);
      expect(list.stderr).toBe('');
      expect(list.status).toBe(0);
      expect(list.stdout).toContain(id);
      expect(list.stdout).toContain(String(merchantId));

      const show = await runCli(['--data', data, 'show', id, '--json']);
      expect(show.status).toBe(0);
      expect(JSON.parse(show.stdout).merchantId).toBe(merchantId);

      const audit = await runCli(['--data', data, 'audit', '--json']);
      expect(audit.status).toBe(0);
      expect(JSON.parse(audit.stdout).entries.some((entry: { applicationId: string }) => entry.applicationId === id)).toBe(true);

      // The copy is recorded beside the app: one SQLite transaction, seen by the app at once.
      const file = path.join(tempDir(), 'receipt.html');
      const receipt = await runCli(['--data', data, 'receipt', id, '--html', file]);
      expect(receipt.stderr).toBe('');
      expect(receipt.status).toBe(0);
      expect(fs.readFileSync(file, 'utf8')).toContain(String(merchantId));
      expect(listReceiptPrints(app.database, id).map(({ kind, destination }) => [kind, destination])).toEqual([['html', file]]);

      // The app keeps writing while the command line reads: the next read sees the new row.
      const second = submittedApplication(app.database, { name: 'Bakarí Sameign sf.', documentBytes: 100 });
      expect((await runCli(['--data', data, 'list'])).stdout).toContain(second.id);

      const set = await runCli(['--data', data, 'set', id, 'businessName', '"Other"']);
      expect(set.status).not.toBe(0);
      expect(set.stderr).toMatch(/in use by another Fieldboard process/);
    } finally {
      await app.close();
    }
    // With the app closed, the folder is whole: the writing commands take the lock as before.
    expect((await runCli(['--data', data, 'list'])).status).toBe(0);
  });
});
