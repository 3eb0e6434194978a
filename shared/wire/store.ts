import { z } from 'zod';
import { AddressSchema } from './address';
import { nonNegative, text } from './formats';
import { MAX_OTHER_LIST_ITEMS, MAX_VOLUME_ENTRIES } from './list-limits';

/** Value sets as far as the spec shows them (§2.6, §2.12.4); the client offers no others. */
export const CARD_TYPES = ['VISA', 'MasterCard', 'Amex'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const TRANSACTION_TYPES = ['CardPresent'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Amounts are in the store's local currency, in major units (§2.12.3, docs/decisions.md). */
export const TransactionInformationSchema = z.strictObject({
  expectedAverageTransactionAmount: nonNegative,
  expectedMaximumTransactionAmount: nonNegative,
  averageTimeBetweenPurchaseAndDeliveryInDays: nonNegative,
  averageMonthlyVolume: nonNegative,
});
export type TransactionInformation = z.infer<typeof TransactionInformationSchema>;

export const VolumeInformationSchema = z.strictObject({
  transactionTypeCategory: z.enum(TRANSACTION_TYPES, { error: `must be one of ${TRANSACTION_TYPES.join(', ')}` }),
  volume: nonNegative,
});
export type VolumeInformation = z.infer<typeof VolumeInformationSchema>;

const uniqueList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'must be a list' })
    .min(1, { error: 'needs at least one value' })
    .max(MAX_OTHER_LIST_ITEMS, { error: `may hold at most ${MAX_OTHER_LIST_ITEMS} values` })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a value twice' });

export const StoreSchema = z.strictObject({
  name: text(200),
  /** Four-digit ISO 18245 code sent as an integer, so 0742 travels as 742 (§2.6); range is the `stores` rule. */
  merchantCategoryCode: z.number({ error: 'must be a four-digit category code' }).int({ error: 'must be a four-digit category code' }),
  acceptedCardTypes: uniqueList(z.enum(CARD_TYPES, { error: `must be one of ${CARD_TYPES.join(', ')}` })),
  acceptedPaymentCardsInPast: z.boolean({ error: 'must be yes or no' }),
  address: AddressSchema,
  transactionInformation: TransactionInformationSchema,
  acceptedTransactionTypes: uniqueList(z.enum(TRANSACTION_TYPES, { error: `must be one of ${TRANSACTION_TYPES.join(', ')}` })),
  volumeInformation: z
    .array(VolumeInformationSchema, { error: 'must be a list' })
    .max(MAX_VOLUME_ENTRIES, { error: `may hold at most ${MAX_VOLUME_ENTRIES} entries` }),
});
export type Store = z.infer<typeof StoreSchema>;
