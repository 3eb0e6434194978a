import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import type { MerchantRecord } from '$main/training-service/id-store';
import { completeApplication } from '../../fixtures/applications';
import { controlFetch } from '../../helpers/control-api';
import { cliOn } from '../../helpers/run-cli';
import { startService } from '../../helpers/training-service';

/**
 * Every type boards through the command line once (the core's outbox test sends each too; the
 * screens board two): import, submit, and the IDs the service gave, read from the service's own
 * record and found in what `show` prints.
 */
describe('fieldboard command line against the training service', () => {
  it.each(ENTITY_TYPES)('%s: import → submit (syncing the settings first) → submitted, with its IDs shown', async (type) => {
    const service = await startService();
    const cli = cliOn({ service });
    const id = await cli.importApplication(completeApplication(type), type);

    const submitted = await cli.run('submit', id);
    expect(submitted.status).toBe(0);
    expect(submitted.stdout).toContain(`${id}: submitted`);

    const { merchants } = (await (await controlFetch(service, '/merchants')).json()) as { merchants: MerchantRecord[] };
    expect(merchants).toHaveLength(1);
    const [merchant] = merchants as [MerchantRecord];
    expect(merchant.entityType).toBe(type);
    expect(merchant.stores).toHaveLength(completeApplication(type).stores.length);
    const shown = await cli.run('show', id);
    expect(shown.stdout).toContain(`Merchant:  ${merchant.merchantId}`);
    for (const store of merchant.stores) expect(shown.stdout).toContain(`agreement ${store.agreementId}, terminal ${store.terminalId}`);
  });

  it('sync-settings makes an application imported without settings ready, as list --status ready shows', async () => {
    const cli = cliOn({ service: await startService() });
    const id = await cli.importApplication(completeApplication('partnership'), 'partnership');
    expect(JSON.parse((await cli.run('list', '--status', 'ready', '--json')).stdout).items).toEqual([]);
    const synced = await cli.run('sync-settings');
    expect(synced.status).toBe(0);
    expect(synced.stdout).toContain('Settings synced');
    expect(JSON.parse((await cli.run('list', '--status', 'ready', '--json')).stdout).items.map((i: { id: string }) => i.id)).toEqual([id]);
  });
});
