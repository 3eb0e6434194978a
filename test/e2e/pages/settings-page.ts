import type { Locator } from 'playwright-core';
import { BasePage } from './base-page';
import { text } from '../support/texts';

/** The service, the key, syncing, names, language and the data folder. */
export class SettingsPage extends BasePage {
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
