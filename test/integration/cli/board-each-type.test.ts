import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '../../../shared/entity-types';
import { completeApplication } from '../../fixtures/applications';
import { startService } from '../../helpers/training-service';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

describe('fieldboard command line against the training service', () => {
  it.each(ENTITY_TYPES)('%s: import → sync-settings → submit → submitted, with its IDs shown', async (type) => {
    const service = await startService();
    const data = tempDir();
    const file = path.join(data, `${type}.json`);
    fs.writeFileSync(file, JSON.stringify(completeApplication(type)));
    const env = { FIELDBOARD_API_KEY: 'training' };
    const base = ['--data', data, '--base-url', service.baseUrl];

    const imported = await runCli([...base, 'import', file, '--type', type], env);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;

    const synced = await runCli([...base, 'sync-settings'], env);
    expect(synced.status).toBe(0);
    expect(synced.stdout).toContain('Settings synced');

    const listed = await runCli([...base, 'list', '--status', 'ready', '--json'], env);
    expect(JSON.parse(listed.stdout).items.map((i: { id: string }) => i.id)).toEqual([id]);

    const submitted = await runCli([...base, 'submit', id], env);
    expect(submitted.status).toBe(0);
    expect(submitted.stdout).toContain(`${id}: submitted`);

    const shown = await runCli([...base, 'show', id, '--json'], env);
    const record = JSON.parse(shown.stdout);
    expect(record.status).toBe('submitted');
    expect(Number.isInteger(record.merchantId)).toBe(true);
    const text = (await runCli([...base, 'show', id], env)).stdout;
    expect(text).toContain(`Merchant:  ${record.merchantId}`);
    for (const store of record.result.stores) expect(text).toContain(`agreement ${store.agreementId}, terminal ${store.terminalId}`);
    expect(service.stats().merchantsTotal).toBe(1);
  });
});
