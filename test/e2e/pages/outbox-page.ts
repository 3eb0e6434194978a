import type { Locator } from 'playwright-core';
import type { ApplicationStatus } from '$shared/application-status';
import { BasePage } from './base-page';
import { startsWith, text } from '../support/texts';

type OutboxGroup = Exclude<ApplicationStatus, 'draft' | 'ready'>;

/** Applications on their way: one group per state, and the agent's way out of an unknown outcome. */
export class OutboxPage extends BasePage {
  async open(): Promise<void> {
    await this.shell.navigate('nav.outbox', text('outbox.title', this.language));
  }

  /** A group's region, named "<label> (<count>)". */
  group(status: OutboxGroup): Locator {
    return this.page.getByRole('region', { name: startsWith(`${text(`outbox.group.${status}`, this.language)} (`) });
  }

  /** The card of the application called `name`, in any group. */
  item(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** "The merchant was created: enter the IDs", with the IDs the acquirer read out. */
  async enterIds(name: string, ids: { merchantId: number; stores: { agreementId: number; terminalId: number }[] }): Promise<void> {
    const item = this.item(name);
    await item.getByLabel(text('unknown.merchantId', this.language), { exact: true }).fill(String(ids.merchantId));
    for (const [index, store] of ids.stores.entries()) {
      const n = index + 1;
      await item.getByLabel(text('unknown.agreementId', this.language, { n }), { exact: true }).fill(String(store.agreementId));
      await item.getByLabel(text('unknown.terminalId', this.language, { n }), { exact: true }).fill(String(store.terminalId));
    }
    await item.getByRole('button', { name: text('unknown.saveIds', this.language), exact: true }).click();
  }

  /** "No merchant was created: send it again", then the confirmation that the acquirer said so. */
  async resend(name: string): Promise<void> {
    const item = this.item(name);
    await item.getByRole('button', { name: text('unknown.resend', this.language), exact: true }).click();
    const confirm = item.getByRole('group', { name: text('unknown.confirmTitle', this.language) });
    await confirm.getByRole('button', { name: text('unknown.confirmResend', this.language), exact: true }).click();
  }
}
