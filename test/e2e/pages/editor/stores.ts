import type { Locator } from 'playwright-core';
import type { Store } from '$shared/wire/store';
import { text } from '../../support/texts';
import type { Entry } from './entries';
import { addressEntries, checkEntries, field, numberEntry, textEntry, yesNoEntry } from './parts';

const CARDS = { VISA: 'field.card.VISA', MasterCard: 'field.card.MasterCard', Amex: 'field.card.Amex' } as const;
const TRANSACTION_TYPES = { CardPresent: 'field.transactionType.CardPresent' } as const;

/** One store's fieldset: name, category, address, cards, expected trade and volumes. */
export function storeEntries(store: Locator, data: Store): Entry[] {
  const trade = store.getByRole('group', { name: text('stores.expectations'), exact: true });
  const info = data.transactionInformation;
  return [
    textEntry(field(store, 'field.stores.name'), data.name),
    {
      kind: 'mcc',
      control: store.getByRole('combobox', { name: text('field.merchantCategoryCode'), exact: true }),
      code: data.merchantCategoryCode,
    },
    ...addressEntries(store, data.address),
    ...checkEntries(store, 'field.acceptedCardTypes', CARDS, data.acceptedCardTypes),
    yesNoEntry(store, 'field.acceptedPaymentCardsInPast', data.acceptedPaymentCardsInPast),
    ...checkEntries(store, 'field.acceptedTransactionTypes', TRANSACTION_TYPES, data.acceptedTransactionTypes),
    numberEntry(field(trade, 'field.expectedAverageTransactionAmount'), info.expectedAverageTransactionAmount),
    numberEntry(field(trade, 'field.expectedMaximumTransactionAmount'), info.expectedMaximumTransactionAmount),
    numberEntry(field(trade, 'field.averageMonthlyVolume'), info.averageMonthlyVolume),
    numberEntry(field(trade, 'field.averageTimeBetweenPurchaseAndDeliveryInDays'), info.averageTimeBetweenPurchaseAndDeliveryInDays),
    // With one transaction type its volume is the card sales per month, filled and not asked.
    ...(data.volumeInformation.length === 1 ? [] : data.volumeInformation).map((volume) =>
      numberEntry(
        store.getByLabel(text('stores.volumeFor', 'en', { type: text(TRANSACTION_TYPES[volume.transactionTypeCategory]) }), {
          exact: true,
        }),
        volume.volume,
      ),
    ),
  ];
}
