import { describe, expect, it } from 'vitest';
import { OutboxPage } from '../pages/outbox-page';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { statusOf } from '../support/seed';
import { TestService } from '../support/service';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const NAME = 'Kaffi Hafnað ehf.';

describe('an application the service refuses', () => {
  it("shows the service's reasons beside the fields they are about, and nothing was created", async () => {
    const service = await TestService.start();
    // The agent goes over the fees with the merchant (the step puts the acquirer's schedule in
    // the draft), then queues: the client finds nothing wrong, the review lets it go.
    const { page, id, editor } = await openEditorOn('privatelimitedcompany', { name: NAME, service, step: 'fees' });
    await editor.waitSaved();
    const { dropped } = await service.refuseNextSubmission(() => editor.queue());
    await eventually(() => statusOf(page, id)).toBe('rejected');

    await page.getByText(text('editor.serviceRejected'), { exact: true }).waitFor();
    const fees = await editor.goTo('fees');
    const row = fees.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dropped }) });
    // The sentence up to the service's quoted words.
    const reason = text('problem.service_rejected', 'en', { message: '\u0000' }).split('\u0000')[0]!;
    await row.getByText(reason).waitFor();
    expect(await row.getByText(reason).innerText()).toContain(`"${dropped}" is not a fee name`);
    // Only that row: the other fees were fine.
    expect(await fees.getByText(reason).count()).toBe(1);
    await screenshot(page, 'editor-rejected-fees');

    const outbox = new OutboxPage(page);
    await outbox.open();
    const item = outbox.group('rejected').locator(outbox.item(NAME));
    await item.waitFor();
    await screenshot(page, 'outbox-rejected');
    await item.getByRole('heading', { name: text('outbox.serviceReasons'), exact: true }).waitFor();
    expect(await item.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(dropped)]);

    expect(service.live.stats().requests.submit).toBe(1);
    expect(await service.merchants()).toEqual([]);
  });
});
