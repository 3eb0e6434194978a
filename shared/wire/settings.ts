import { z } from 'zod';
import { lenientObject } from './lenient';
import { MAX_OTHER_LIST_ITEMS, MAX_PROCESSING_FEES, MAX_SERVICE_CHARGE_FEES } from './list-limits';

/** The processing fee names the spec shows (§2.11), spelling kept. */
export const PROCESSING_FEE_NAMES_SEEN = [
  'Pre authorization fee',
  'Miniminum monthly service charge',
  'PCI fee',
  'E-com gateway monthly',
  'E-com gateway transaction',
  'Authorization fee',
  'Chargeback fee',
  'Payment fee',
] as const;

export const MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN = [
  'Domestic debit cards',
  'Domestic credit cards',
  'Foreign debit cards',
  'Foreign credit cards',
] as const;

export const ECOMMERCE_SOLUTIONS_SEEN = [
  'WebPOSTerminal',
  'InstallmentPayments',
  'WebPaymentPage',
  'PaymentGateway',
  'CorporatePayments',
  'RecurringPayments',
  'ExternalEcomServices',
  'Checkout',
  'ProviderPay',
] as const;

export const MARKETS_SEEN = ['Crossborder', 'Iceland'] as const;
export const FEE_TYPES_SEEN = ['Card not present', 'Card present'] as const;

const finite = z.number().finite();

/**
 * Restricted combinations of country, currency and category code one key may have: every one of
 * the thousand-odd category codes restricted in ten currencies. Realistic lists hold dozens.
 */
export const MAX_RESTRICTED_AMEX_MCCS = 10_000;

/** Any one text of the settings, unknown properties' included: a name is at most a fee's (100). */
export const MAX_SETTINGS_TEXT_CHARS = 1_000;

/** A fee's name, market or type, or a solution: a fee name becomes an application's `merchantServiceChargeFees[].name` (G28). */
export const FEE_TEXT_CHARS = 100;
const name = z.string().max(FEE_TEXT_CHARS);

export const ProcessingFeeSchema = lenientObject({
  name,
  min: finite,
  max: finite,
  default: finite,
  editable: z.boolean(),
  decimalPrecision: z.number().int().min(0).max(10),
  markets: z.array(name).max(MAX_OTHER_LIST_ITEMS).default([]),
  types: z.array(name).max(MAX_OTHER_LIST_ITEMS).default([]),
  /** Absent `value` means the default applies; see docs/decisions.md. */
  value: finite.optional(),
  /** The value's unit: 1 an amount in krónur, 2 a percentage (§2.12.5 leaves it unexplained; see decisions U1). */
  valueType: z.number().int().optional(),
});
export type ProcessingFee = z.infer<typeof ProcessingFeeSchema>;

export const RestrictedAmexMccSchema = lenientObject({
  CountryCode: z.string().regex(/^[A-Za-z]{2}$/),
  CurrencyCode: z.string().regex(/^[A-Za-z]{3}$/),
  MccID: z.number().int().min(0).max(9999),
});
export type RestrictedAmexMcc = z.infer<typeof RestrictedAmexMccSchema>;

export const FeeSettingsSchema = lenientObject({
  /** Bounded like the lists they become in every application (shared/wire/list-limits.ts). */
  MerchantServiceChargeFeeNames: z.array(name).max(MAX_SERVICE_CHARGE_FEES),
  processingFees: z.array(ProcessingFeeSchema).max(MAX_PROCESSING_FEES).default([]),
});

/** The response of `GET /settings` (§2.11), spellings as the service writes them. */
export const SettingsSchema = lenientObject({
  Fees: FeeSettingsSchema,
  /** Absent means no restricted combination for this key; see docs/decisions.md. */
  RestrictedAmexMccs: z.array(RestrictedAmexMccSchema).max(MAX_RESTRICTED_AMEX_MCCS).default([]),
  ECommerceSOlutions: z.array(name).max(MAX_OTHER_LIST_ITEMS).default([]),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** A processing fee is identified by its name with its markets and types: one name can appear per market. */
export function processingFeeKey(fee: Pick<ProcessingFee, 'name' | 'markets' | 'types'>): string {
  return [fee.name, [...fee.markets].sort().join('+'), [...fee.types].sort().join('+')].join(' | ');
}

/**
 * The value a fee has for this key now, which a new application starts with and the fees step
 * shows as its default: the settings' `value`, or its `default` where none is given (G12).
 */
export function feeInForce(fee: Pick<ProcessingFee, 'value' | 'default'>): number {
  return fee.value ?? fee.default;
}
