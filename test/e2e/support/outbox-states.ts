import type { Page } from 'playwright-core';
import type { ApplicationStatus } from '$shared/application-status';
import type { EntityType } from '$shared/entity-types';
import { invoke, seedApplication, statusOf } from './seed';
import { type TestService, TRAINING_KEY } from './service';
import { eventually } from './wait';

/** One application in each state the outbox groups, named for it. */
export const IN_STATE = {
  submitted: 'Hótel Vík hf.',
  unknown_outcome: 'Ísbúð Höfn ehf.',
  rejected: 'Fiskbúð Keflavík ehf.',
  needs_attention: 'Blómabúð Húsavík sf.',
  sending: 'Apótek Borgarnes ehf.',
  queued: 'Hárstofa Ísafjörður ehf.',
} as const satisfies Partial<Record<ApplicationStatus, string>>;

/**
 * Brings one application into every state of the outbox, each by what really leads there: a
 * normal send, a reset after the merchant was created, a refusal, settings that changed under a
 * queued application, a send the service holds for two minutes, and one queued behind it. The
 * held send keeps "sending" on screen for the client's 30 s timeout: check the outbox first.
 */
export async function fillOutbox(page: Page, service: TestService): Promise<void> {
  const queue = async (type: EntityType, name: string) => {
    const id = await seedApplication(page, type, name);
    await invoke(page, 'applications:queue', { id });
    return id;
  };
  const reach = async (id: string, status: ApplicationStatus) => eventually(() => statusOf(page, id), status).toBe(status);

  await reach(await queue('publiclimitedcompany', IN_STATE.submitted), 'submitted');

  service.setFaults([{ kind: 'reset-after-create', times: 1 }]);
  await reach(await queue('privatelimitedcompany', IN_STATE.unknown_outcome), 'unknown_outcome');

  let refused = '';
  const { restore } = await service.refuseNextSubmission(
    async () => void (refused = await queue('privatelimitedcompany', IN_STATE.rejected)),
  );
  await reach(refused, 'rejected');
  restore();

  // A card type the acquirer starts charging for: the queued application no longer passes.
  const original = await service.settings();
  const widened = structuredClone(original);
  widened.Fees.MerchantServiceChargeFeeNames.push('Corporate cards');
  service.live.setKeySettings(TRAINING_KEY, widened);
  await reach(await queue('partnership', IN_STATE.needs_attention), 'needs_attention');
  service.live.setKeySettings(TRAINING_KEY, original);
  await invoke(page, 'settings:sync', {});

  service.setFaults([{ kind: 'hold', times: 1 }]);
  await reach(await queue('soletrader', IN_STATE.sending), 'sending');
  // A run is busy with the held send: this one waits its turn.
  const waiting = await queue('other', IN_STATE.queued);
  await reach(waiting, 'queued');
}
