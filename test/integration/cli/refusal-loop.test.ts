import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { startService } from '../../helpers/training-service';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const env = { FIELDBOARD_API_KEY: 'training' };
// Each command is a process of its own, a second or two on a busy machine.
const LONG = { timeout: 180_000 };

interface Shown {
  status: string;
  revision: number;
  refusals: { requeuedAt: string | null; reasons: { servicePath: string; message: string; changed: boolean }[] }[];
}

async function setup() {
  const service = await startService();
  const data = tempDir();
  const file = path.join(data, 'soletrader.json');
  fs.writeFileSync(file, JSON.stringify(completeApplication('soletrader')));
  const base = ['--data', data, '--base-url', service.baseUrl];
  expect((await runCli([...base, 'sync-settings'], env)).status).toBe(0);
  const imported = await runCli([...base, 'import', file, '--type', 'soletrader'], env);
  const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
  const show = async (): Promise<Shown> => JSON.parse((await runCli([...base, 'show', id, '--json'], env)).stdout) as Shown;
  return { service, base, id, show };
}

describe('a refusal stays until it is fixed (command line)', () => {
  it('keeps the reasons through other edits, marks the named field changed, and sends again when queued', LONG, async () => {
    const { service, base, id, show } = await setup();
    const reason = { path: 'stores[0].merchantCategoryCode', message: 'MCC 5812 is not boarded by this acquirer' };
    service.setFaults([{ kind: 'refuse', reasons: [reason], times: 1 }]);

    const refused = await runCli([...base, 'submit', id], env);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`${id}: rejected`);
    expect(service.stats().merchantsTotal).toBe(0);
    let shown = await show();
    expect(shown.status).toBe('rejected');
    expect(shown.refusals).toHaveLength(1);
    expect(shown.refusals[0]!.reasons).toEqual([
      { path: ['stores', 0, 'merchantCategoryCode'], servicePath: reason.path, code: 'refused', message: reason.message, changed: false },
    ]);

    // Another field: still rejected, the reason still there and not changed.
    const other = await runCli([...base, 'set', id, 'stores[0].name', '"Kaffi Mokka"'], env);
    expect(other.stderr).toBe('');
    expect(other.status).toBe(0);
    shown = await show();
    expect(shown).toMatchObject({ status: 'rejected', revision: expect.any(Number) });
    expect(shown.refusals[0]!.reasons[0]).toMatchObject({ message: reason.message, changed: false });
    expect((await runCli([...base, 'show', id], env)).stdout).toContain(`stores[0].merchantCategoryCode: ${reason.message}`);

    // The named field: the reason is marked, not deleted.
    expect((await runCli([...base, 'set', id, 'stores[0].merchantCategoryCode', '5814'], env)).status).toBe(0);
    shown = await show();
    expect(shown.status).toBe('rejected');
    expect(shown.refusals[0]!.reasons[0]).toMatchObject({ message: reason.message, changed: true });
    expect((await runCli([...base, 'show', id], env)).stdout).toContain('[changed since the refusal]');

    // Queued again: sent and submitted; the refusal stays in the history, answered.
    const submitted = await runCli([...base, 'submit', id], env);
    expect(submitted.stdout).toContain(`${id}: submitted`);
    expect(submitted.status).toBe(0);
    shown = await show();
    expect(shown.status).toBe('submitted');
    expect(shown.refusals).toHaveLength(1);
    expect(shown.refusals[0]!.requeuedAt).not.toBeNull();
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('set: a path the type lacks and an application that cannot change are input errors (3); bad usage is 2', LONG, async () => {
    const { base, id } = await setup();
    const noField = await runCli([...base, 'set', id, 'company.name', '"Kaffi ehf"'], env);
    expect(noField.status).toBe(3);
    expect(noField.stderr).toContain('has no field company.name');
    expect((await runCli([...base, 'set', id, 'stores[0].name'], env)).status).toBe(2);
    expect((await runCli([...base, 'set', id, 'stores[0].name', 'Kaffi'], env)).status).toBe(2);
    expect((await runCli([...base, 'set', '00000000-0000-4000-8000-000000000000', 'stores[0].name', '"x"'], env)).status).toBe(3);
    expect((await runCli([...base, 'submit', id], env)).status).toBe(0);
    const locked = await runCli([...base, 'set', id, 'stores[0].name', '"Kaffi Mokka"'], env);
    expect(locked.status).toBe(3);
    expect(locked.stderr).toContain('submitted');
  });

  it('delete: removes an editable application; refuses a submitted one, saying why', LONG, async () => {
    const { base, id, service } = await setup();
    const file = path.join(tempDir(), 'second.json');
    fs.writeFileSync(file, JSON.stringify(completeApplication('partnership')));
    const second = /Imported ([0-9a-f-]{36})/.exec((await runCli([...base, 'import', file, '--type', 'partnership'], env)).stdout)![1]!;
    expect((await runCli([...base, 'submit', id], env)).status).toBe(0);

    // list --search: a kennitala without its hyphen, a folded name, a terminal ID.
    const search = async (text: string) =>
      (JSON.parse((await runCli([...base, 'list', '--search', text, '--json'], env)).stdout) as { items: { id: string }[] }).items
        .map((item) => item.id)
        .sort();
    expect(await search('0101303019')).toEqual([id, second].sort());
    expect(await search('GUDRUN jons')).toEqual([id]);
    const terminal = (
      JSON.parse((await runCli([...base, 'show', id, '--json'], env)).stdout) as { result: { stores: { terminalId: number }[] } }
    ).result.stores[0]!.terminalId;
    expect(await search(String(terminal))).toEqual([id]);

    const refused = await runCli([...base, 'delete', id], env);
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain('the service created this merchant');
    const deleted = await runCli([...base, 'delete', second], env);
    expect(deleted.status).toBe(0);
    expect((await runCli([...base, 'show', second], env)).status).toBe(3);
    expect((await runCli([...base, 'delete', second], env)).status).toBe(3);
    expect(service.stats().merchantsTotal).toBe(1);
  });
});
