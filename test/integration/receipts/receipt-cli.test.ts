import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { APP_CONFIG } from '$main/core/settings/config-keys';
import { createLogger } from '$main/log/logger';
import { listReceiptPrints } from '$main/core/receipts/receipt-prints';
import { setConfig } from '$main/database';
import { completeApplication } from '../../fixtures/applications';
import { startService } from '../../helpers/training-service';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';
import { AGENT_NAME, OPERATOR_NAME } from './support/boarded';

/** Opens the data folder between two runs of the command line, as support staff could not. */
async function withCore<T>(dataDir: string, body: (core: Awaited<ReturnType<typeof openCore>>) => T): Promise<T> {
  const core = await openCore({ dataDir, secretStore: createKeyFileSecretStore(dataDir), logger: createLogger(), training: false });
  try {
    return body(core);
  } finally {
    await core.close();
  }
}

describe('fieldboard receipt', () => {
  it('import → sync-settings → submit → receipt writes the file; a file is a copy that leaves the paper original', async () => {
    const service = await startService();
    const data = tempDir();
    const env = { FIELDBOARD_API_KEY: 'training' };
    const base = ['--data', data, '--base-url', service.baseUrl];
    const input = path.join(data, 'application.json');
    fs.writeFileSync(input, JSON.stringify(completeApplication('privatelimitedcompany')));

    const imported = await runCli([...base, 'import', input, '--type', 'privatelimitedcompany'], env);
    const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    expect((await runCli([...base, 'sync-settings'], env)).status).toBe(0);
    expect((await runCli([...base, 'submit', id], env)).status).toBe(0);
    const record = JSON.parse((await runCli([...base, 'show', id, '--json'], env)).stdout);
    await withCore(data, (core) => {
      setConfig(core.database, APP_CONFIG.operatorName, OPERATOR_NAME);
      setConfig(core.database, APP_CONFIG.agentName, AGENT_NAME);
    });

    const first = path.join(data, 'receipt-roll.html');
    const run1 = await runCli([...base, 'receipt', id, '--html', first, '--layout', 'roll80', '--language', 'is'], env);
    expect(run1.stderr).toBe('');
    expect(run1.status).toBe(0);
    expect(run1.stdout).toContain(`Wrote the receipt for ${id} to ${first} (roll80, is).`);
    expect(run1.stdout).not.toContain('REPRINT');
    const html1 = fs.readFileSync(first, 'utf8');
    expect(html1).toContain(`<span class="id">${record.merchantId}</span>`);
    for (const store of record.result.stores) {
      expect(html1).toContain(`<span class="id">${store.agreementId}</span>`);
      expect(html1).toContain(`<span class="id">${store.terminalId}</span>`);
    }
    expect(html1).toContain('Kvittun fyrir umsókn söluaðila');
    expect(html1).toContain(OPERATOR_NAME);
    expect(html1).toContain(AGENT_NAME);
    // Fee rows are built in main when the settings arrive (decision A2), so even an application imported
    // without them agrees the acquirer's processing fees, and the receipt lists them in Icelandic.
    expect(html1).toContain('Færslugjöld');
    expect(html1).toContain('PCI-gjald');
    expect(html1).not.toContain('Engin færslugjöld voru umsamin í þessari umsókn.');
    expect(html1).not.toContain('ENDURPRENTUN');

    const second = path.join(data, 'receipt-a4.html');
    const run2 = await runCli([...base, 'receipt', id, '--html', second], env);
    expect(run2.status).toBe(0);
    // A file is not paper: the merchant's first paper copy is still the original.
    expect(run2.stdout).not.toContain('REPRINT');
    const html2 = fs.readFileSync(second, 'utf8');
    expect(html2).not.toContain('REPRINT');
    expect(html2).toContain('@page { size: A4;');

    const prints = await withCore(data, (core) => listReceiptPrints(core.database, id));
    expect(prints.map((p) => [p.kind, p.layout, p.language, p.reprint, p.destination])).toEqual([
      ['html', 'roll80', 'is', false, first],
      ['html', 'a4', 'en', false, second],
    ]);
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('refuses what it cannot print, in one sentence, with the usual exit codes', async () => {
    const data = tempDir();
    const base = ['--data', data];
    const input = path.join(data, 'application.json');
    fs.writeFileSync(input, JSON.stringify(completeApplication('soletrader')));
    // No settings synced: the import stays a draft, which has no receipt.
    const imported = await runCli([...base, 'import', input, '--type', 'soletrader']);
    const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    const file = path.join(data, 'r.html');

    const noFile = await runCli([...base, 'receipt', id]);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain('receipt needs --html <file>');
    const badLayout = await runCli([...base, 'receipt', id, '--html', file, '--layout', 'a5']);
    expect(badLayout.status).toBe(2);
    expect(badLayout.stderr).toContain('--layout must be one of a4, roll80');
    const draft = await runCli([...base, 'receipt', id, '--html', file]);
    expect(draft.status).toBe(1);
    expect(draft.stderr).toContain('is draft: only a queued or submitted application has a receipt');
    const unknown = await runCli([...base, 'receipt', '00000000-0000-4000-8000-000000000000', '--html', file]);
    expect(unknown.status).toBe(3);
    expect(fs.existsSync(file)).toBe(false);
    await withCore(data, (core) => expect(listReceiptPrints(core.database, id)).toEqual([]));
  });
});
