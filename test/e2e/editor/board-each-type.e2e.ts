import { describe, expect, it } from 'vitest';
import { businessNameOf } from '$shared/draft/draft-body';
import type { EntityType } from '$shared/entity-types';
import { completeApplication } from '../../fixtures/applications';
import { NewApplicationPage } from '../pages/new-application-page';
import { OutboxPage } from '../pages/outbox-page';
import { StatusBar } from '../pages/status-bar';
import { readResult } from '../pages/submission-result';
import { screenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { TestService } from '../support/service';
import { text } from '../support/texts';

/**
 * One type of each form the screens have: a sole trader's (the applicant, no persons) and a
 * partnership's (the company with its ownership flags, persons with shares). The three limited
 * and "other" forms are these fields again; every type boards through the command line
 * (test/integration/cli/board-each-type.test.ts) and through the core.
 */
const FORMS: EntityType[] = ['soletrader', 'partnership'];

describe('boarding a merchant of each form through the screens', () => {
  it.each(FORMS)('%s: captured offline, intact after a reload, sent by itself when the service is back', async (type) => {
    const service = await TestService.start();
    const { page } = await openApp({ service });
    const status = new StatusBar(page);
    await status.waitForSettingsSynced();
    await status.waitForConnection('online');
    await service.stop();

    const application = completeApplication(type);
    const name = businessNameOf(type, application);
    const create = new NewApplicationPage(page);
    await create.open();
    const editor = await create.choose(type);
    await editor.fillAll(application);
    await screenshot(page, `editor-${type}-documents`);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name }) }).waitFor();
    await editor.expectIntact(application);

    await editor.queue();
    // Nothing can leave: the app says so and keeps the application waiting, no longer editable.
    const queued = text('editor.readOnly', 'en', { status: text('status.queued') });
    await page.getByText(queued, { exact: true }).waitFor();
    await status.waitForConnection('offline');
    await status.waitForWaiting(1);

    await service.restart();
    await status.waitForConnection('online');
    await editor.result().waitFor();
    const shown = await readResult(editor.result());
    await screenshot(page, `editor-${type}-submitted`);
    await status.waitForWaiting(0);

    const merchants = await service.merchants();
    expect(merchants).toHaveLength(1);
    expect(merchants[0]).toMatchObject({ entityType: type, merchantName: name });
    expect(shown).toEqual({ merchantId: merchants[0]!.merchantId, stores: merchants[0]!.stores });
    expect(shown.stores.map((store) => store.storeName)).toEqual(application.stores.map((store) => store.name));

    const outbox = new OutboxPage(page);
    await outbox.open();
    expect(await readResult(outbox.group('submitted').locator(outbox.item(name)))).toEqual(shown);
  });
});
