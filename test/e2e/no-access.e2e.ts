import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { openApp, openTab } from './support/harness';
import { text } from './support/texts';

/**
 * The browser host's address without its token (a bookmark, a typed address, a tab from an
 * earlier run) shows how to get in, in the browser's language, never an empty dashboard that
 * looks like lost applications.
 */
describe('the browser host without its token', () => {
  // Which language each browser gets is the screen's own (test/component/shell/language-and-access.test.ts).
  it('in a browser set to Icelandic, says how to get in, in Icelandic, and shows no screen of the app', async () => {
    const { app } = await openApp();
    const bare = app.url.slice(0, app.url.indexOf('#'));
    const page = await openTab(bare, { locale: 'is-IS' });
    await page.getByRole('heading', { level: 1, name: text('access.title', 'is') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('is');
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByText(text('access.step3', 'is'), { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'no-access-is');
    await page.getByRole('button', { name: text('language.en', 'is'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('access.title') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'no-access-en');
  });

  it('a tab holding the token of an earlier run says the app was restarted, also after a reload, and where the new address is', async () => {
    const { app } = await openApp();
    const stale = app.url.replace(/#token=.*/, '#token=from-an-earlier-run');
    const page = await openTab(stale, { locale: 'is-IS' });
    await page.getByRole('heading', { level: 1, name: text('access.restarted.title', 'is') }).waitFor();
    expect(await page.getByText(text('access.why', 'is')).count()).toBe(0);
    await screenshot(page, 'no-access-restarted-is');
    // The refused token is not kept: a reload does not try it again, and still says why.
    expect(await page.evaluate(() => sessionStorage.getItem('fieldboard.token'))).toBeNull();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: text('access.restarted.title', 'is') }).waitFor();
    await page.getByRole('button', { name: text('language.en', 'is'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('access.restarted.title') }).waitFor();
    await screenshot(page, 'no-access-restarted-en');
  });

  it('the full address pasted into the same tab opens the app, although only the part after # changed', async () => {
    const { app } = await openApp();
    const bare = app.url.slice(0, app.url.indexOf('#'));
    const page = await openTab(bare, { locale: 'en-GB' });
    await page.getByRole('heading', { level: 1, name: text('access.title') }).waitFor();
    await page.evaluate((hash) => (window.location.hash = hash), app.url.slice(app.url.indexOf('#')));
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: text('access.title') }).count()).toBe(0);
  });
});
