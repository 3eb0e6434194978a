import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '../../main/core/core';
import { createKeyFileSecretStore } from '../../main/crypto/key-file-secret-store';
import { createLogger } from '../../main/log/logger';
import { createApplication } from '../../main/store';
import { tempDir } from '../helpers/temp-dir';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke } from './support/seed';
import { text } from './support/texts';
import { SettingsPage } from './pages/settings-page';

/**
 * No service: a first settings sync would revalidate the draft and so touch it (settings-sync.ts).
 */
const OFFLINE = ['--training', 'off'];

/** A data folder holding one draft last touched 120 days ago, as an agent's forgotten draft would be. */
async function folderWithOldDraft(): Promise<string> {
  const dataDir = tempDir('fieldboard-e2e-lifecycle-');
  const core = await openCore({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger({ file: path.join(dataDir, 'logs', 'fieldboard.log') }),
    training: false,
    now: () => new Date(Date.now() - 120 * 86_400_000),
  });
  createApplication(core.store, { entityType: 'other', body: {}, businessName: 'Gleymda Kaffi', actor: 'agent' });
  await core.close();
  return dataDir;
}

describe("the data's lifetime in the app", () => {
  it('dashboard lists old drafts; Settings shows disk space, sets retention and wipes behind a typed word, in both languages', async () => {
    const { page } = await openApp({ dataDir: await folderWithOldDraft(), args: OFFLINE });
    await page.setViewportSize({ width: 1280, height: 800 });
    const untouched = page.getByTestId('untouched-drafts');
    await expect.poll(() => untouched.textContent()).toContain(text('dashboard.untouched', 'en', { count: 1, days: 90 }));
    await untouched.locator('summary').click();
    await page.getByRole('link', { name: 'Gleymda Kaffi' }).first().waitFor();
    await screenshot(page, 'lifecycle-dashboard-en');

    const settings = new SettingsPage(page);
    await settings.open();
    await page.getByTestId('disk-space').waitFor();
    await expect.poll(() => page.getByTestId('disk-space').textContent()).toContain(text('settings.disk.free'));
    const days = page.getByLabel(text('settings.retention.days'), { exact: true });
    await expect.poll(() => days.inputValue()).toBe('30');
    await days.fill('45');
    await page.getByRole('button', { name: text('settings.retention.save') }).click();
    await page.getByText(text('settings.retention.saved', 'en', { days: 45 })).waitFor();
    expect((await invoke(page, 'storage:get', {})).retentionDays).toBe(45);
    const wipe = page.getByRole('button', { name: text('settings.wipe.button') });
    expect(await wipe.isDisabled()).toBe(true);
    await page.getByTestId('wipe-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'lifecycle-settings-en');

    await settings.shell.switchLanguage('is');
    await page.getByText(text('settings.wipe.title', 'is')).waitFor();
    // The confirmation made in English is worded again in Icelandic, not kept in the language it was made in.
    await page.getByText(text('settings.retention.saved', 'is', { days: 45 }), { exact: true }).waitFor();
    expect(await page.getByText(text('settings.retention.saved', 'en', { days: 45 })).count()).toBe(0);
    await page.getByTestId('wipe-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'lifecycle-settings-is');
    const typed = page.getByLabel(text('settings.wipe.type', 'is', { word: 'WIPE' }), { exact: true });
    await typed.fill('wipe');
    expect(await page.getByRole('button', { name: text('settings.wipe.button', 'is') }).isDisabled()).toBe(true);
    await typed.fill('WIPE');
    await page.getByRole('button', { name: text('settings.wipe.button', 'is') }).click();

    // The app starts as new: no applications, the default retention, English (no stored language),
    // and the first-start question again, since the agent's name went with everything else.
    await expect.poll(async () => (await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(0);
    await expect.poll(async () => (await invoke(page, 'storage:get', {})).retentionDays).toBe(30);
    await page.getByRole('heading', { level: 1, name: text('welcome.title', 'en') }).waitFor();
    await page.getByLabel(text('welcome.name', 'en'), { exact: true }).fill('Jón Jónsson');
    await page.getByRole('button', { name: text('welcome.start', 'en'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('dashboard.title', 'en') }).waitFor();
    expect(await page.getByTestId('untouched-drafts').count()).toBe(0);
    await screenshot(page, 'lifecycle-after-wipe');
  });

  it('the dashboard notice in Icelandic', async () => {
    const { page } = await openApp({ dataDir: await folderWithOldDraft(), args: OFFLINE });
    await page.setViewportSize({ width: 1280, height: 800 });
    const settings = new SettingsPage(page);
    await settings.shell.switchLanguage('is');
    const untouched = page.getByTestId('untouched-drafts');
    await expect.poll(() => untouched.textContent()).toContain(text('dashboard.untouched', 'is', { count: 1, days: 90 }));
    await untouched.locator('summary').click();
    await screenshot(page, 'lifecycle-dashboard-is');
  });
});
