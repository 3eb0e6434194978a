import type { Locator } from 'playwright-core';
import { BasePage } from './base-page';
import { text } from '../support/texts';

/** The list of applications: status filters, search, one row per application. */
export class DashboardPage extends BasePage {
  async open(): Promise<void> {
    await this.shell.navigate('nav.dashboard', text('dashboard.title', this.language));
  }

  table(): Locator {
    return this.page.getByRole('table', { name: text('dashboard.table', this.language) });
  }

  /** The row whose business-name link reads `name`. */
  row(name: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The status badge's text in the row of `name` (the second data cell). */
  statusOf(name: string): Promise<string> {
    return this.row(name).getByRole('cell').nth(1).innerText();
  }

  async openApplication(name: string): Promise<void> {
    await this.row(name).getByRole('link', { name, exact: true }).click();
  }
}
