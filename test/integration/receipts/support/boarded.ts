import { expect } from 'vitest';
import { readDraftBody } from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import { queueApplication, saveAndValidate } from '$main/core/applications/applications';
import type { Core } from '$main/core/core';
import { importApplication } from '$main/core/applications/import-application';
import { APP_CONFIG } from '$main/core/settings/config-keys';
import { getApplication, setConfig } from '$main/database';
import { namedApplication } from '$test/fixtures/applications';

export const OPERATOR_NAME = 'Norðurljós Greiðslur hf.';
export const AGENT_NAME = 'Sigríður Þórsdóttir';

/**
 * An application as an agent boards it: imported, settings synced, the editable processing fees
 * agreed (one changed from its value), queued; and, unless `pending`, submitted to the service.
 */
export async function boardApplication(core: Core, type: EntityType, name: string, options: { pending?: boolean } = {}): Promise<string> {
  setConfig(core.database, APP_CONFIG.operatorName, OPERATOR_NAME);
  setConfig(core.database, APP_CONFIG.agentName, AGENT_NAME);
  if (core.currentSnapshot() === undefined) expect((await core.syncSettings()).ok).toBe(true);
  const snapshot = core.currentSnapshot()!;
  const { record } = await importApplication(core.database, type, namedApplication(type, name), snapshot, 'cli');
  const processingFees = snapshot.settings.Fees.processingFees
    .filter((fee) => fee.editable)
    .map((fee) => ({
      name: fee.name,
      markets: [...fee.markets],
      types: [...fee.types],
      value: fee.name === 'Authorization fee' && fee.markets.includes('Iceland') ? 4.5 : (fee.value ?? fee.default),
    }));
  const draft = { ...readDraftBody(getApplication(core.database, record.id)!.body), processingFees };
  expect(
    saveAndValidate({ database: core.database, snapshot: snapshot, actor: 'agent' }, { id: record.id, draft: draft }).problems,
  ).toEqual([]);
  expect(queueApplication({ database: core.database, snapshot: snapshot, actor: 'agent' }, { id: record.id }).problems).toEqual([]);
  if (!options.pending) {
    await core.submitDue([record.id]);
    expect(getApplication(core.database, record.id)!.status).toBe('submitted');
  }
  return record.id;
}
