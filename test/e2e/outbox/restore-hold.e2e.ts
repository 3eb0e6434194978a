import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createApplication, openDatabase, saveDraft, transition } from '$main/database';
import { restoreBackupInto } from '$main/core/backup/backups';
import { exportBackup } from '$main/database/backup/backup';
import { namedApplication } from '../../fixtures/applications';
import { tempDir } from '../../helpers/temp-dir';
import { AppShell } from '../pages/app-shell';
import { EditorPage } from '../pages/editor-page';
import { screenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { invoke, statusOf } from '../support/seed';
import { text } from '../support/texts';
import { eventually } from '../support/wait';

const PASSPHRASE = 'correct horse battery';
const READY = 'Bakarí Selfoss ehf.';
const QUEUED = 'Hárstofa Ísafjörður ehf.';
const EIGHT_DAYS_MS = 8 * 86_400_000;

/** A data folder restored from a backup made eight days ago, with one ready and one queued application in it. */
async function restoredFolder(): Promise<{ dataDir: string; ready: string; queued: string }> {
  const source = tempDir('fieldboard-e2e-source-');
  const database = openDatabase({
    dataDir: source,
    secretStore: createKeyFileSecretStore(source),
    now: () => new Date(Date.now() - EIGHT_DAYS_MS),
  });
  const backup = path.join(tempDir('fieldboard-e2e-backup-'), 'backup.sqlite');
  let ids: { ready: string; queued: string };
  try {
    const made = (name: string) => {
      const body = { application: namedApplication('soletrader', name) };
      const { id } = createApplication(database, { entityType: 'soletrader', body, businessName: name, actor: 'agent' });
      saveDraft(database, id, { body, businessName: name, status: 'ready', problems: [], settingsSnapshotId: null, actor: 'agent' });
      return id;
    };
    ids = { ready: made(READY), queued: made(QUEUED) };
    transition(database, ids.queued, { from: ['ready'], to: 'queued', actor: 'agent', reason: { code: 'queued', params: {} } });
    await exportBackup(database, backup, PASSPHRASE);
  } finally {
    database.close();
  }
  const dataDir = tempDir('fieldboard-e2e-app-');
  await restoreBackupInto(backup, dataDir, () => createKeyFileSecretStore(dataDir), PASSPHRASE);
  return { dataDir, ...ids };
}

describe('applications a restore holds', () => {
  it('are shown on the dashboard with the backup’s age, in both languages, and sent only once the agent confirms', async () => {
    const { dataDir, ready, queued } = await restoredFolder();
    const { page } = await openApp({ dataDir });
    // A copy of a held application is held with it, and listed as the copy it is.
    const copy = (await invoke(page, 'applications:copy', { id: ready })).id;
    const notice = page.getByTestId('restore-held');
    await notice.getByRole('heading', { name: text('dashboard.restoreHeld', 'en', { count: 3 }) }).waitFor();
    await notice.getByRole('link', { name: text('common.copyOf', 'en', { name: READY }), exact: true }).waitFor();
    expect((await invoke(page, 'restore:held', {})).applications.map((item) => item.id)).toEqual([ready, queued, copy]);
    expect(await notice.innerText()).toContain(text('dashboard.restoreHeld.age', 'en', { count: 8 }));
    await screenshot(page, 'dashboard-restore-held-en');

    await new AppShell(page).switchLanguage('is');
    await notice.getByRole('heading', { name: text('dashboard.restoreHeld', 'is', { count: 3 }) }).waitFor();
    await notice.getByRole('link', { name: text('common.copyOf', 'is', { name: READY }), exact: true }).waitFor();
    expect(await notice.innerText()).toContain('fyrir 8 dögum');
    await screenshot(page, 'dashboard-restore-held-is');

    // The application itself says it is held, and where to confirm.
    await notice.getByRole('link', { name: READY, exact: true }).click();
    const held = page.getByTestId('restore-held-notice');
    await held.getByRole('link', { name: text('editor.restoreHeld.confirmThere', 'is') }).waitFor();
    await screenshot(page, 'editor-restore-held-is');
    await new AppShell(page, 'is').switchLanguage('en');
    await held.getByRole('link', { name: text('editor.restoreHeld.confirmThere') }).waitFor();
    await screenshot(page, 'editor-restore-held-en');
    await held.getByRole('link', { name: text('editor.restoreHeld.confirmThere') }).click();

    // The copy says it is held too, and its review names the held original it may board twice.
    await notice.getByRole('link', { name: text('common.copyOf', 'en', { name: READY }), exact: true }).click();
    await held.waitFor();
    const review = await new EditorPage(page, 'soletrader').goTo('review');
    const duplicates = review.locator('li[data-notice="duplicate_of_held"]');
    await eventually(() => duplicates.count(), 'the review never listed the held duplicates').toBe(2);
    expect(await duplicates.first().innerText()).toContain(text('notice.needsConfirmation'));
    await screenshot(page, 'editor-held-copy-review-en');
    await new AppShell(page).switchLanguage('is');
    const reviewIs = new EditorPage(page, 'soletrader', 'is').section('review');
    await reviewIs.locator('li[data-notice="duplicate_of_held"]').first().getByText(text('notice.needsConfirmation', 'is')).waitFor();
    await screenshot(page, 'editor-held-copy-review-is');
    const shell = new AppShell(page, 'is');
    await shell.switchLanguage('en');
    await shell.navigate('nav.dashboard', text('dashboard.title'));

    // Held: the queued one is not sent, the ready one cannot be queued.
    await expect(invoke(page, 'applications:queue', { id: ready })).rejects.toThrow(/applications:queue failed: restore_held/);

    // A confirmation without a reason is refused on the spot; with one, the ready one is released.
    await notice.getByRole('button', { name: text('dashboard.restoreHeld.confirmOne', 'en', { name: READY }) }).click();
    await notice.getByText(text('dashboard.restoreHeld.reasonNeeded')).waitFor();
    await notice.getByLabel(text('dashboard.restoreHeld.reason')).fill('Phoned the acquirer: no such merchant');
    await notice.getByRole('button', { name: text('dashboard.restoreHeld.confirmOne', 'en', { name: READY }) }).click();
    await notice.getByRole('heading', { name: text('dashboard.restoreHeld', 'en', { count: 2 }) }).waitFor();
    expect(await statusOf(page, queued)).toBe('queued');

    await notice.getByLabel(text('dashboard.restoreHeld.reason')).fill('Phoned the acquirer: no such merchant');
    await notice.getByRole('button', { name: text('dashboard.restoreHeld.confirmAll', 'en', { count: 2 }) }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await invoke(page, 'restore:held', {})).applications).toEqual([]);
  });
});
