import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { startService } from '../../helpers/training-service';
import { cliOn } from '../../helpers/run-cli';

// Each command is a process of its own, a second or two on a busy machine.
const LONG = { timeout: 180_000 };

interface Shown {
  status: string;
  revision: number;
  refusals: { requeuedAt: string | null; reasons: { servicePath: string; message: string; changed: boolean }[] }[];
}

/** A complete sole trader imported without settings: submit syncs them itself before it sends. */
async function setup() {
  const service = await startService();
  const cli = cliOn({ service });
  const id = await cli.importApplication(completeApplication('soletrader'), 'soletrader');
  const show = async (): Promise<Shown> => JSON.parse((await cli.run('show', id, '--json')).stdout) as Shown;
  return { service, cli, id, show };
}

describe('a refusal stays until it is fixed (command line)', () => {
  it('keeps the reasons through other edits, marks the named field changed, and sends again when queued', LONG, async () => {
    const { service, cli, id, show } = await setup();
    const reason = { path: 'stores[0].merchantCategoryCode', message: 'MCC 5812 is not boarded by this acquirer' };
    service.setFaults([{ kind: 'refuse', reasons: [reason], times: 1 }]);

    const refused = await cli.run('submit', id);
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
    const other = await cli.run('set', id, 'stores[0].name', '"Kaffi Mokka"');
    expect(other.stderr).toBe('');
    expect(other.status).toBe(0);
    shown = await show();
    expect(shown).toMatchObject({ status: 'rejected', revision: expect.any(Number) });
    expect(shown.refusals[0]!.reasons[0]).toMatchObject({ message: reason.message, changed: false });
    expect((await cli.run('show', id)).stdout).toContain(`stores[0].merchantCategoryCode: ${reason.message}`);

    // The named field: the reason is marked, not deleted.
    expect((await cli.run('set', id, 'stores[0].merchantCategoryCode', '5814')).status).toBe(0);
    shown = await show();
    expect(shown.status).toBe('rejected');
    expect(shown.refusals[0]!.reasons[0]).toMatchObject({ message: reason.message, changed: true });
    expect((await cli.run('show', id)).stdout).toContain('[changed since the refusal]');

    // Queued again: sent and submitted; the refusal stays in the history, answered.
    const submitted = await cli.run('submit', id);
    expect(submitted.stdout).toContain(`${id}: submitted`);
    expect(submitted.status).toBe(0);
    shown = await show();
    expect(shown.status).toBe('submitted');
    expect(shown.refusals).toHaveLength(1);
    expect(shown.refusals[0]!.requeuedAt).not.toBeNull();
    expect(service.stats().merchantsTotal).toBe(1);
  });

  it('set: a path the type lacks and an application that cannot change are input errors (3); bad usage is 2', LONG, async () => {
    const { cli, id } = await setup();
    const noField = await cli.run('set', id, 'company.name', '"Kaffi ehf"');
    expect(noField.status).toBe(3);
    expect(noField.stderr).toContain('has no field company.name');
    expect((await cli.run('set', id, 'stores[0].name')).status).toBe(2);
    expect((await cli.run('set', id, 'stores[0].name', 'Kaffi')).status).toBe(2);
    expect((await cli.run('set', '00000000-0000-4000-8000-000000000000', 'stores[0].name', '"x"')).status).toBe(3);
    expect((await cli.run('submit', id)).status).toBe(0);
    const locked = await cli.run('set', id, 'stores[0].name', '"Kaffi Mokka"');
    expect(locked.status).toBe(3);
    expect(locked.stderr).toContain('submitted');
  });

  it('delete: removes an editable application; refuses a submitted one, saying why', LONG, async () => {
    const { cli, id, service } = await setup();
    const second = await cli.importApplication(completeApplication('partnership'), 'partnership');
    expect((await cli.run('submit', id)).status).toBe(0);

    // list --search: a kennitala without its hyphen, a folded name, a terminal ID.
    const search = async (text: string) =>
      (JSON.parse((await cli.run('list', '--search', text, '--json')).stdout) as { items: { id: string }[] }).items
        .map((item) => item.id)
        .sort();
    expect(await search('0101303019')).toEqual([id, second].sort());
    expect(await search('GUDRUN jons')).toEqual([id]);
    const terminal = (JSON.parse((await cli.run('show', id, '--json')).stdout) as { result: { stores: { terminalId: number }[] } }).result
      .stores[0]!.terminalId;
    expect(await search(String(terminal))).toEqual([id]);

    const refused = await cli.run('delete', id);
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain('the service created this merchant');
    const deleted = await cli.run('delete', second);
    expect(deleted.status).toBe(0);
    expect((await cli.run('show', second)).status).toBe(3);
    expect((await cli.run('delete', second)).status).toBe(3);
    expect(service.stats().merchantsTotal).toBe(1);
  });
});
