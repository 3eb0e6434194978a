import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { EditorPage, type Step } from './pages/editor-page';
import { NewApplicationPage } from './pages/new-application-page';
import { OutboxPage } from './pages/outbox-page';
import { SettingsPage } from './pages/settings-page';
import { StatusBar } from './pages/status-bar';
import { type AxeViolation, seriousViolations } from './support/axe';
import { screenshot } from './support/browser';
import { openApp } from './support/harness';
import { IN_STATE, fillOutbox } from './support/outbox-states';
import { TestService } from './support/service';
import { type Language, text } from './support/texts';

const OUTBOX_GROUPS = ['needs_attention', 'unknown_outcome', 'rejected', 'queued', 'sending', 'submitted'] as const;

/** Runs axe on the screen as it is, in the language shown and then in the other one, with a picture of each. */
class Audit {
  readonly found: { screen: string; violations: AxeViolation[] }[] = [];

  constructor(
    private readonly page: Page,
    private readonly shell: AppShell,
  ) {}

  async check(screen: string): Promise<void> {
    const first = this.shell.language;
    for (const language of [first, first === 'en' ? 'is' : 'en'] as Language[]) {
      if (language !== this.shell.language) await this.shell.switchLanguage(language);
      await this.page.getByRole('heading', { level: 1 }).waitFor();
      this.found.push({ screen: `${screen} (${language})`, violations: await seriousViolations(this.page) });
      await screenshot(this.page, `${screen}-${language}`);
    }
  }
}

describe('accessibility', () => {
  it('has no serious or critical axe violation on any screen, in English or Icelandic', async () => {
    const service = await TestService.start();
    const { page } = await openApp({ service });
    await new StatusBar(page).waitForSettingsSynced();
    const shell = new AppShell(page);
    const audit = new Audit(page, shell);

    await fillOutbox(page, service);
    const outbox = new OutboxPage(page);
    await outbox.open();
    for (const group of OUTBOX_GROUPS) await outbox.group(group).waitFor();
    await audit.check('outbox');

    await new DashboardPage(page, shell.language).open();
    await audit.check('dashboard');

    await new NewApplicationPage(page, shell.language).open();
    await audit.check('new-application');

    // A new draft: the review first, so every step shows its problems inline afterwards.
    await new NewApplicationPage(page, shell.language).choose('privatelimitedcompany');
    for (const step of ['review', 'business', 'persons', 'stores', 'bank', 'fees', 'documents'] as Step[]) {
      await new EditorPage(page, 'privatelimitedcompany', shell.language).goTo(step);
      await audit.check(`editor-${step}`);
    }

    await new DashboardPage(page, shell.language).open();
    await new DashboardPage(page, shell.language).openApplication(IN_STATE.submitted);
    await page.getByRole('region', { name: text('review.result', shell.language) }).waitFor();
    await audit.check('editor-submitted');

    await new SettingsPage(page, shell.language).open();
    await audit.check('settings');

    const failing = audit.found.filter((entry) => entry.violations.length > 0);
    if (failing.length > 0) console.log(JSON.stringify(failing, null, 2));
    expect(failing).toEqual([]);
    expect(audit.found).toHaveLength(24);
  });
});
