import type { Locator } from 'playwright-core';
import { type Language, text } from '../support/texts';

export interface ShownResult {
  merchantId: number;
  stores: { storeName: string; agreementId: number; terminalId: number }[];
}

/**
 * The IDs a submitted application shows (in the editor's "Boarded" panel and in the outbox), read
 * off the screen: the merchant ID, and per store its row of the agreements table.
 */
export async function readResult(scope: Locator, language: Language = 'en'): Promise<ShownResult> {
  const merchantId = Number(await scope.getByTestId('merchant-id').innerText());
  const rows = scope.getByRole('table', { name: text('result.stores', language) }).getByRole('row');
  const stores: ShownResult['stores'] = [];
  // Row 0 is the header.
  for (let index = 1; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    const cells = row.getByRole('cell');
    stores.push({
      storeName: await row.getByRole('rowheader').innerText(),
      agreementId: Number(await cells.nth(0).innerText()),
      terminalId: Number(await cells.nth(1).innerText()),
    });
  }
  return { merchantId, stores };
}
