import type { Locator } from 'playwright-core';
import { type Language, text } from '../../support/texts';

/** The review's "What will be sent": the steps' values as read to the merchant, the fee tables and the wire JSON. */
export class ReviewSummary {
  constructor(
    readonly review: Locator,
    readonly language: Language = 'en',
  ) {}

  region(): Locator {
    return this.review.getByRole('region', { name: text('review.values', this.language), exact: true });
  }

  /** The value shown for the field at `path` (`stores.0.address`), as the screen words it. */
  async valueOf(path: string): Promise<string> {
    return (await this.region().locator(`dd[data-value-of="${path}"]`).innerText()).trim();
  }

  /** The processing fees, which are printed on the merchant's receipt and not sent. */
  receiptOnly(): Locator {
    return this.review.getByRole('region', { name: text('review.fees.receiptOnly', this.language), exact: true });
  }

  /** Each row of a fee table, its cells' text: `charges` (service charges, sent) or `processing` (receipt only). */
  async feeRows(table: 'charges' | 'processing'): Promise<string[][]> {
    return (table === 'charges' ? this.region() : this.receiptOnly())
      .locator(`table[data-review-fees="${table}"] tbody tr`)
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
  }

  /** Opens "Exactly what will be sent" and returns the JSON it shows. */
  async wireJson(): Promise<unknown> {
    const details = this.region().locator('details[data-wire-json]');
    await details.locator('summary').click();
    return JSON.parse(await details.locator('pre').innerText());
  }
}
