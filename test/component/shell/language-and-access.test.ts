import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import LanguageSwitch from '$renderer/components/LanguageSwitch.svelte';
import NoAccessScreen from '$renderer/screens/NoAccessScreen.svelte';
import { i18n } from '$renderer/lib/i18n/i18n.svelte';
import { text } from '../../e2e/support/texts';
import { fakeApi } from '../support/fake-api';
import { render } from '../support/render';

describe('the language switch', () => {
  it('speaks Icelandic at once on "Íslenska", marks it pressed, and keeps the choice in the settings', async () => {
    render(LanguageSwitch, {});
    const group = page.getByRole('group', { name: text('language.switch') });
    await expect.element(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: 'Íslenska' }).click();
    // The screen switches before main answers: the agent never waits for the disk.
    expect(i18n.language).toBe('is');
    expect(document.documentElement.lang).toBe('is');
    const switched = page.getByRole('group', { name: text('language.switch', 'is') });
    await expect.element(switched.getByRole('button', { name: 'Íslenska' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(switched.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(fakeApi().requests('settings:update')).toEqual([{ language: 'is' }]);
  });
});

describe('the page without its token', () => {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
  afterEach(() => Object.defineProperty(Navigator.prototype, 'languages', languages));

  it.each([
    [['en-GB'], 'en'],
    [['is-IS', 'en'], 'is'],
    [['de-DE', 'fr'], 'en'],
    [['de-DE', 'is'], 'is'],
  ] as const)('in a browser set to %j, says how to get in (%s), and the other language is a click away', async (preferred, language) => {
    Object.defineProperty(Navigator.prototype, 'languages', { get: () => preferred, configurable: true });
    render(NoAccessScreen, {});
    await expect.element(page.getByRole('heading', { level: 1, name: text('access.title', language) })).toBeVisible();
    expect(document.documentElement.lang).toBe(language);
    await expect.element(page.getByText(text('access.step3', language), { exact: true })).toBeVisible();
    const other = language === 'en' ? 'is' : 'en';
    await page.getByRole('button', { name: text(`language.${other}`, language), exact: true }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: text('access.title', other) })).toBeVisible();
  });
});
