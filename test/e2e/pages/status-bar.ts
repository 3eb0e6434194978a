import type { Locator, Page } from 'playwright-core';
import { eventually } from '../support/wait';
import { type Language, text } from '../support/texts';

/** The footer: connection, last settings sync, and how many applications wait to be sent. */
export class StatusBar {
  readonly connection: Locator;
  readonly lastSync: Locator;
  readonly waiting: Locator;

  constructor(
    page: Page,
    private readonly language: Language = 'en',
  ) {
    this.connection = page.getByTestId('status-connection');
    this.lastSync = page.getByTestId('status-last-sync');
    this.waiting = page.getByTestId('status-waiting');
  }

  async waitForSettingsSynced(): Promise<void> {
    await eventually(() => this.lastSync.innerText(), 'the settings were never synced').not.toBe(text('statusbar.never', this.language));
  }

  async waitForConnection(state: 'online' | 'offline'): Promise<void> {
    await eventually(() => this.connection.innerText()).toBe(text(`statusbar.${state}`, this.language));
  }

  async waitForWaiting(count: number): Promise<void> {
    await eventually(() => this.waiting.innerText()).toBe(String(count));
  }
}
