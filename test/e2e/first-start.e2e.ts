import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke } from './support/seed';
import { text } from './support/texts';
import { eventually } from './support/wait';

describe('the first start asks the agent for language and name, once', () => {
  it('asks before anything else, requires the name, keeps both in settings, and never asks again', async () => {
    const { page } = await openApp({ firstStart: true });
    const heading = page.getByRole('heading', { level: 1 });
    await eventually(() => heading.innerText()).toBe(text('welcome.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'first-start-en');

    // No name: the question stays, saying what is missing, and nothing is stored.
    await page.getByRole('button', { name: text('welcome.start'), exact: true }).click();
    await eventually(() => page.getByText(text('welcome.name.missing')).isVisible()).toBe(true);
    expect((await invoke(page, 'settings:get', {})).firstStart).toBe(true);

    // The language switches at once, on this screen too.
    await page.getByRole('radio', { name: text('language.is', 'is'), exact: true }).check();
    await eventually(() => heading.innerText()).toBe(text('welcome.title', 'is'));
    await page.getByLabel(text('welcome.name', 'is'), { exact: true }).fill('  Guðrún Jónsdóttir ');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'first-start-is');
    await page.getByRole('button', { name: text('welcome.start', 'is'), exact: true }).click();

    await eventually(() => heading.innerText()).toBe(text('dashboard.title', 'is'));
    const settings = await invoke(page, 'settings:get', {});
    expect(settings).toMatchObject({ firstStart: false, agentName: 'Guðrún Jónsdóttir', language: 'is' });

    // Asked once: a reload, even after the name is cleared in Settings, opens the dashboard.
    await invoke(page, 'settings:update', { agentName: '' });
    await page.reload();
    await eventually(() => heading.innerText()).toBe(text('dashboard.title', 'is'));
  });
});
