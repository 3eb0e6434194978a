import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { purgeExpired } from '$main/core/retention/retention';
import { createApplication } from '$main/database';
import { submittedApplication } from '../helpers/submitted-application';
import { tempDir } from '../helpers/temp-dir';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { invoke } from './support/seed';
import { text } from './support/texts';
import { SettingsPage } from './pages/settings-page';
import { eventually } from './support/wait';

/**
 * No service: a first settings sync would revalidate the draft and so touch it (settings-sync.ts).
 */
const OFFLINE = { training: false } as const;

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
  createApplication(core.database, { entityType: 'other', body: {}, businessName: 'Gleymda Kaffi', actor: 'agent' });
  await core.close();
  return dataDir;
}

/** A data folder holding one merchant submitted 40 days ago and purged since (30 days' retention). */
async function folderWithPurgedApplication(): Promise<{ dataDir: string; id: string; merchantId: number }> {
  const dataDir = tempDir('fieldboard-e2e-purged-');
  const open = (now: () => Date) =>
    openCore({
      dataDir,
      secretStore: createKeyFileSecretStore(dataDir),
      logger: createLogger({ file: path.join(dataDir, 'logs', 'fieldboard.log') }),
      training: false,
      now,
    });
  const then = await open(() => new Date(Date.now() - 40 * 86_400_000));
  const submitted = submittedApplication(then.database, {
    type: 'privatelimitedcompany',
    name: 'Kaffi Mælifell ehf.',
    documentBytes: 2_000,
  });
  await then.close();
  const now = await open(() => new Date());
  expect(purgeExpired(now.database, 'system').purged.map((p) => p.id)).toEqual([submitted.id]);
  await now.close();
  return { dataDir, ...submitted };
}

describe("the data's lifetime in the app", () => {
  it('dashboard lists old drafts; Settings shows disk space, sets retention and wipes behind a typed word, in both languages', async () => {
    const { page } = await openApp({ dataDir: await folderWithOldDraft(), ...OFFLINE });
    const untouched = page.getByTestId('untouched-drafts');
    await eventually(() => untouched.textContent()).toContain(text('dashboard.untouched', 'en', { count: 1, days: 90 }));
    await untouched.locator('summary').click();
    await page.getByRole('link', { name: 'Gleymda Kaffi' }).first().waitFor();
    await screenshot(page, 'lifecycle-dashboard-en');
    const settings = new SettingsPage(page);
    await settings.shell.switchLanguage('is');
    await eventually(() => untouched.textContent()).toContain(text('dashboard.untouched', 'is', { count: 1, days: 90 }));
    await screenshot(page, 'lifecycle-dashboard-is');
    await settings.shell.switchLanguage('en');

    await settings.open();
    await page.getByTestId('disk-space').waitFor();
    await eventually(() => page.getByTestId('disk-space').textContent()).toContain(text('settings.disk.free'));
    const days = page.getByLabel(text('settings.retention.days'), { exact: true });
    await eventually(() => days.inputValue()).toBe('30');
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
    // The word to type is the agent's language's, and only the word shown is taken.
    const word = text('settings.wipe.word', 'is');
    expect(word).not.toBe(text('settings.wipe.word', 'en'));
    const typed = page.getByLabel(text('settings.wipe.type', 'is', { word }), { exact: true });
    for (const other of [word.toLowerCase(), text('settings.wipe.word', 'en')]) {
      await typed.fill(other);
      expect(await page.getByRole('button', { name: text('settings.wipe.button', 'is') }).isDisabled()).toBe(true);
    }
    await typed.fill(word);
    await page.getByRole('button', { name: text('settings.wipe.button', 'is') }).click();

    // The app starts as new: no applications, the default retention, English (no stored language),
    // and the first-start question again, since the agent's name went with everything else.
    await eventually(async () => (await invoke(page, 'applications:list', { limit: 10, offset: 0 })).total).toBe(0);
    await eventually(async () => (await invoke(page, 'storage:get', {})).retentionDays).toBe(30);
    await page.getByRole('heading', { level: 1, name: text('welcome.title', 'en') }).waitFor();
    await page.getByLabel(text('welcome.name', 'en'), { exact: true }).fill('Jón Jónsson');
    await page.getByRole('button', { name: text('welcome.start', 'en'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('dashboard.title', 'en') }).waitFor();
    expect(await page.getByTestId('untouched-drafts').count()).toBe(0);
    await screenshot(page, 'lifecycle-after-wipe');
  });

  it('a purged application says what went and when, under the name and IDs it kept, in both languages', async () => {
    const { dataDir, id, merchantId } = await folderWithPurgedApplication();
    const { page } = await openApp({ dataDir, ...OFFLINE });
    await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${id}`);
    const notice = page.getByTestId('purged-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(text('editor.purged.title', 'en'));
    expect(await notice.textContent()).toContain('2 documents and every personal detail');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Kaffi Mælifell ehf.');
    expect(await page.getByTestId('merchant-id').textContent()).toBe(String(merchantId));
    // No empty form to read, and nothing left to copy.
    expect(await page.getByRole('button', { name: text('edits.copy', 'en') }).count()).toBe(0);
    expect(await page.locator('fieldset.form').count()).toBe(0);
    await screenshot(page, 'lifecycle-purged-en');

    await new SettingsPage(page).shell.switchLanguage('is');
    await eventually(() => notice.textContent()).toContain(text('editor.purged.title', 'is'));
    expect(await notice.textContent()).toContain('2 skjöl og allar persónuupplýsingar');
    await screenshot(page, 'lifecycle-purged-is');
  });
});
