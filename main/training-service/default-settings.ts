import { ECOMMERCE_SOLUTIONS_SEEN, MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN } from '$shared/wire/settings';

/**
 * The settings resources the training service serves when it is given no keys. They are written
 * exactly as the service writes them (§2.11 spellings, `ECommerceSOlutions` included), so the
 * client's lenient parsing is exercised on the real names, not on our own.
 *
 * `training` carries every fee name and every value set the spec shows, so every screen has
 * something to render. `training-north` differs on purpose (values, restricted combinations,
 * solutions) so tests and trainers can see that settings really are per key.
 */

// The value sets the spec shows, from the one list shared/ keeps of them.
const MERCHANT_SERVICE_CHARGE_FEE_NAMES = [...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN];
const ALL_ECOMMERCE_SOLUTIONS = [...ECOMMERCE_SOLUTIONS_SEEN];

interface ProcessingFeeInput {
  name: string;
  min: number;
  max: number;
  default: number;
  value: number;
  editable: boolean;
  decimalPrecision: number;
  markets: string[];
  types: string[];
  valueType: number;
}

const fee = (input: ProcessingFeeInput) => ({
  min: input.min,
  max: input.max,
  default: input.default,
  editable: input.editable,
  decimalPrecision: input.decimalPrecision,
  markets: input.markets,
  types: input.types,
  name: input.name,
  value: input.value,
  valueType: input.valueType,
});

const CARD_PRESENT = ['Card present'];
const CARD_NOT_PRESENT = ['Card not present'];
const BOTH_TYPES = ['Card not present', 'Card present'];

/** One name can appear once per market; `Authorization fee` shows that with both markets. */
function trainingProcessingFees() {
  return [
    fee({
      name: 'Pre authorization fee',
      min: 0,
      max: 50,
      default: 10,
      value: 10,
      editable: true,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: CARD_PRESENT,
      valueType: 1,
    }),
    fee({
      name: 'Miniminum monthly service charge',
      min: 0,
      max: 10000,
      default: 2500,
      value: 2500,
      editable: false,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'PCI fee',
      min: 0,
      max: 3000,
      default: 1490,
      value: 1490,
      editable: false,
      decimalPrecision: 2,
      markets: ['Crossborder', 'Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'E-com gateway monthly',
      min: 0,
      max: 20000,
      default: 4900,
      value: 4900,
      editable: true,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: CARD_NOT_PRESENT,
      valueType: 1,
    }),
    fee({
      name: 'E-com gateway transaction',
      min: 0,
      max: 1,
      default: 0.0125,
      value: 0.0125,
      editable: true,
      decimalPrecision: 4,
      markets: ['Iceland'],
      types: CARD_NOT_PRESENT,
      valueType: 2,
    }),
    fee({
      name: 'Authorization fee',
      min: 0,
      max: 30,
      default: 5,
      value: 5,
      editable: true,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: CARD_PRESENT,
      valueType: 1,
    }),
    fee({
      name: 'Authorization fee',
      min: 0,
      max: 0.5,
      default: 0.15,
      value: 0.2,
      editable: true,
      decimalPrecision: 4,
      markets: ['Crossborder'],
      types: CARD_NOT_PRESENT,
      valueType: 2,
    }),
    fee({
      name: 'Chargeback fee',
      min: 1500,
      max: 5000,
      default: 2900,
      value: 2900,
      editable: false,
      decimalPrecision: 2,
      markets: ['Crossborder', 'Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'Payment fee',
      min: 0,
      max: 5,
      default: 1.25,
      value: 1.25,
      editable: true,
      decimalPrecision: 4,
      markets: ['Crossborder'],
      types: BOTH_TYPES,
      valueType: 2,
    }),
  ];
}

function northProcessingFees() {
  return [
    fee({
      name: 'Pre authorization fee',
      min: 0,
      max: 40,
      default: 12,
      value: 12,
      editable: false,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: CARD_PRESENT,
      valueType: 1,
    }),
    fee({
      name: 'Miniminum monthly service charge',
      min: 1000,
      max: 8000,
      default: 3000,
      value: 3500,
      editable: true,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'PCI fee',
      min: 0,
      max: 2500,
      default: 990,
      value: 990,
      editable: true,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'Chargeback fee',
      min: 2000,
      max: 6000,
      default: 3500,
      value: 3500,
      editable: false,
      decimalPrecision: 2,
      markets: ['Iceland'],
      types: BOTH_TYPES,
      valueType: 1,
    }),
    fee({
      name: 'Payment fee',
      min: 0,
      max: 4,
      default: 0.95,
      value: 0.95,
      editable: true,
      decimalPrecision: 4,
      markets: ['Iceland'],
      types: CARD_PRESENT,
      valueType: 2,
    }),
  ];
}

export function trainingSettings() {
  return {
    Fees: {
      MerchantServiceChargeFeeNames: [...MERCHANT_SERVICE_CHARGE_FEE_NAMES],
      processingFees: trainingProcessingFees(),
    },
    RestrictedAmexMccs: [
      { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 7995 },
      { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5993 },
      { CountryCode: 'GB', CurrencyCode: 'GBP', MccID: 7995 },
    ],
    ECommerceSOlutions: [...ALL_ECOMMERCE_SOLUTIONS],
  };
}

/**
 * Restricts Amex for restaurants in Iceland (MCC 5812, the fixture's store), so the same
 * application with Amex is accepted under `training` and refused under `training-north`.
 */
export function northSettings() {
  return {
    Fees: {
      MerchantServiceChargeFeeNames: [...MERCHANT_SERVICE_CHARGE_FEE_NAMES],
      processingFees: northProcessingFees(),
    },
    RestrictedAmexMccs: [
      { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 },
      { CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 7995 },
      { CountryCode: 'NO', CurrencyCode: 'NOK', MccID: 7995 },
    ],
    ECommerceSOlutions: ['WebPaymentPage', 'PaymentGateway', 'Checkout'],
  };
}

export const DEFAULT_TRAINING_KEY = 'training';
export const DEFAULT_NORTH_KEY = 'training-north';

/** Fresh objects on every call: a caller that edits them cannot change another service's keys. */
export function defaultKeys(): Record<string, unknown> {
  return { [DEFAULT_TRAINING_KEY]: trainingSettings(), [DEFAULT_NORTH_KEY]: northSettings() };
}
