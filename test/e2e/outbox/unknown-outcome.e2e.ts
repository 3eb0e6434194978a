import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OutboxPage } from '../pages/outbox-page';
import { StatusBar } from '../pages/status-bar';
import { readResult } from '../pages/submission-result';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { statusOf } from '../support/seed';
import { TestService } from '../support/service';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Kaffi Óvíst ehf.';

/** A complete two-store application queued from its review step while `fault` is armed; ends "unknown outcome". */
async function sentIntoFault(fault: 'reset-after-create' | 'reset-before-create'): Promise<{ page: Page; service: TestService }> {
  const service = await TestService.start();
  const { page, id, editor } = await openEditorOn('privatelimitedcompany', { name: NAME, service });
  service.setFaults([{ kind: fault, times: 1 }]);
  await editor.queue();
  await eventually(() => statusOf(page, id)).toBe('unknown_outcome');
  return { page, service };
}

describe('an unknown outcome, resolved by the agent in the outbox', () => {
  it('after a reset once the merchant existed: the agent enters the IDs the acquirer gave, nothing is sent again', async () => {
    const { page, service } = await sentIntoFault('reset-after-create');
    const outbox = new OutboxPage(page);
    await outbox.open();
    const unknown = outbox.group('unknown_outcome').locator(outbox.item(NAME));
    await unknown.getByText(text('unknown.explain'), { exact: true }).waitFor();
    await screenshot(page, 'outbox-unknown-outcome');

    // What the acquirer reads out on the phone: the merchant the lost answer was about.
    const [merchant, ...others] = await service.merchants();
    expect(others).toEqual([]);
    await outbox.enterIds(NAME, { merchantId: merchant!.merchantId, stores: merchant!.stores });

    const submitted = outbox.group('submitted').locator(outbox.item(NAME));
    await submitted.getByText(text('result.sourceAgent'), { exact: true }).waitFor();
    expect(await readResult(submitted)).toEqual({ merchantId: merchant!.merchantId, stores: merchant!.stores });
    await eventually(() => outbox.group('unknown_outcome').count()).toBe(0);
    expect(service.live.stats()).toMatchObject({ merchantsTotal: 1, maxPerApplication: 1, requests: { submit: 1 } });
  });

  it('after a reset before anything was created: the confirmed resend creates the merchant exactly once', async () => {
    const { page, service } = await sentIntoFault('reset-before-create');
    expect(await service.merchants()).toEqual([]);
    const outbox = new OutboxPage(page);
    await outbox.open();
    await outbox.resend(NAME);

    const submitted = outbox.group('submitted').locator(outbox.item(NAME));
    await submitted.waitFor();
    const [merchant, ...others] = await service.merchants();
    expect(others).toEqual([]);
    expect(await readResult(submitted)).toEqual({ merchantId: merchant!.merchantId, stores: merchant!.stores });
    expect(service.live.stats()).toMatchObject({ merchantsTotal: 1, maxPerApplication: 1, requests: { submit: 2 } });
    await new StatusBar(page).waitForWaiting(0);
  });
});
