import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SubmissionResponseSchema } from '$shared/wire/submission-response';
import { DATABASE_FILE, applicationHash, keyFingerprint } from '$main/training-service';
import { completeApplication } from '../../fixtures/applications';
import { submit } from './helpers';
import { startService } from '../../helpers/training-service';
import { tempDir } from '../../helpers/temp-dir';

async function createOne(service: Awaited<ReturnType<typeof startService>>) {
  const response = await submit(service, 'privatelimitedcompany', completeApplication('privatelimitedcompany'));
  expect(response.status).toBe(201);
  return SubmissionResponseSchema.parse(await response.json()).data;
}

describe('IDs and counts across restarts', () => {
  it('never hands out an ID twice on the same data folder', async () => {
    const dataDir = tempDir('fieldboard-training-test-');
    const first = await startService({ dataDir });
    const before = await createOne(first);
    await first.close();

    const second = await startService({ dataDir });
    const after = await createOne(second);
    expect(after.merchantId).toBeGreaterThan(before.merchantId);
    const agreementsBefore = before.stores.map((store) => store.agreementId);
    const terminalsBefore = before.stores.map((store) => store.terminalId);
    for (const store of after.stores) {
      expect(store.agreementId).toBeGreaterThan(Math.max(...agreementsBefore));
      expect(store.terminalId).toBeGreaterThan(Math.max(...terminalsBefore));
    }
    // The count per application survives too, so a duplicate made before a restart still shows.
    const stats = second.stats();
    expect(stats.merchantsTotal).toBe(2);
    expect(stats.perApplication[applicationHash(completeApplication('privatelimitedcompany'))]).toBe(2);
  });

  it('starts a fresh data folder from the first ID again', async () => {
    const a = await createOne(await startService());
    const b = await createOne(await startService());
    expect(b.merchantId).toBe(a.merchantId);
  });

  it('keeps its records in a STRICT, WAL-mode SQLite file in the data folder', async () => {
    const dataDir = path.join(tempDir('fieldboard-training-test-'), 'nested', 'data');
    const service = await startService({ dataDir });
    const created = await createOne(service);
    await service.close();

    const file = path.join(dataDir, DATABASE_FILE);
    expect(fs.existsSync(file)).toBe(true);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table'").all() as { name: string; sql: string }[];
      expect(tables.map((table) => table.name).sort()).toEqual(['merchants', 'sequences', 'stores']);
      for (const table of tables) expect(table.sql).toMatch(/STRICT\s*$/);
      const merchant = db.prepare('SELECT * FROM merchants WHERE merchant_id = ?').get(created.merchantId) as Record<string, unknown>;
      expect(merchant).toMatchObject({
        entity_type: 'privatelimitedcompany',
        merchant_name: created.merchantName,
        application_hash: applicationHash(completeApplication('privatelimitedcompany')),
        key_fingerprint: keyFingerprint('training'),
      });
      expect(db.prepare('SELECT COUNT(*) AS n FROM stores WHERE merchant_id = ?').get(created.merchantId)).toEqual({ n: 2 });
    } finally {
      db.close();
    }
  });

  it('refuses a database written by a newer service', async () => {
    const dataDir = tempDir('fieldboard-training-test-');
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.pragma('user_version = 99');
    db.close();
    await expect(startService({ dataDir })).rejects.toThrow(/newer/);
  });

  it('hashes the application, not its spelling: key order and spacing do not matter', () => {
    const application = completeApplication('soletrader');
    const reordered = Object.fromEntries(Object.entries(application).reverse());
    expect(applicationHash(JSON.parse(JSON.stringify(reordered, null, 2)))).toBe(applicationHash(application));
    expect(applicationHash({ ...application, stores: [] })).not.toBe(applicationHash(application));
    expect(keyFingerprint('training')).toMatch(/^[0-9a-f]{16}$/);
  });
});
