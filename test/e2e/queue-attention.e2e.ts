import { describe, expect, it } from 'vitest';
import { EditorPage } from './pages/editor-page';
import { StatusBar } from './pages/status-bar';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { seedApplication } from './support/seed';
import { text } from './support/texts';
import { eventually } from './support/wait';

/**
 * "Queue for submission" is at the bottom of the review; what it leads to appears at the top of
 * the editor. The agent's attention (focus, and so a screen reader) goes there, in view.
 */
describe('after queueing', () => {
  it('the result is scrolled into view and its heading has the focus', async () => {
    const { page } = await openApp();
    await page.setViewportSize({ width: 1280, height: 800 });
    await new StatusBar(page).waitForSettingsSynced();
    const id = await seedApplication(page, 'soletrader', 'Kaffi Mokka');
    await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${id}`);
    const editor = new EditorPage(page, 'soletrader');
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
