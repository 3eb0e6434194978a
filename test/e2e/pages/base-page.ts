import type { Page } from 'playwright-core';
import { AppShell } from './app-shell';
import type { Language } from '../support/texts';

/** A screen of the app in the agent's language, with what every screen has (its shell). */
export abstract class BasePage {
  readonly shell: AppShell;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
  }
}
