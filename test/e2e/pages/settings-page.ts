import type { Locator, Page } from 'playwright-core';
import { AppShell } from './app-shell';
import { type Language, text } from '../support/texts';

/** The service, the key, syncing, names, language and the data folder. */
export class SettingsPage {
  readonly shell: AppShell;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
  }

  async open(): Promise<void> {
    await this.shell.navigate('nav.settings', text('settings.title', this.language));
  }

  languageSelect(): Locator {
    return this.page.getByLabel(text('settings.language.label', this.language), { exact: true });
  }

  dataDir(): Locator {
    return this.page.getByTestId('data-dir');
  }

  lastSync(): Locator {
    return this.page.getByTestId('last-sync');
  }
}
