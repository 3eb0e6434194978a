import { describe, expect, it } from 'vitest';
import { openEditorOn } from '../support/editor-fixture';
import { screenshot } from '../support/browser';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

/**
 * "Queue for submission" is at the bottom of the review; what it leads to appears at the top of
 * the editor. The agent's attention (focus, and so a screen reader) goes there, in view.
 */
describe('after queueing', () => {
  it('the result is scrolled into view and its heading has the focus', async () => {
    const { page, editor } = await openEditorOn('soletrader', { name: 'Kaffi Mokka' });
    await editor.queue();

    // In training mode the application is submitted at once: the merchant ID shows.
    const heading = editor.result().getByRole('heading', { name: text('review.result'), exact: true });
    await heading.waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('editor-result');
    const box = await page.getByTestId('merchant-id').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'queued-result-in-view-en');
  });
});
