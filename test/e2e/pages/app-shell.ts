import type { Page } from 'playwright-core';
import { type Language, text } from '../support/texts';

type NavItem = 'nav.dashboard' | 'nav.new' | 'nav.outbox' | 'nav.settings';

/** What every screen has: the main navigation and the language switch. */
export class AppShell {
  constructor(
    readonly page: Page,
    public language: Language = 'en',
  ) {}

  /** Follows a link of the main navigation and waits for the screen's heading. */
  async navigate(item: NavItem, heading: string): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: text('nav.label', this.language) });
    await nav.getByRole('link', { name: text(item, this.language), exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  async switchLanguage(language: Language): Promise<void> {
    const group = this.page.getByRole('group', { name: text('language.switch', this.language) });
    await group.getByRole('button', { name: text(`language.${language}`, language) }).click();
    this.language = language;
    await this.page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
}
