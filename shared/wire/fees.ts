import { z } from 'zod';
import { nonNegative, text } from './formats';
import { MAX_SERVICE_CHARGE_FEES } from './list-limits';

/** One entry per name of the settings' `MerchantServiceChargeFeeNames` (§2.9); checked by the `fees` rule. */
export const MerchantServiceChargeFeeSchema = z.strictObject({
  name: text(100),
  fixedValue: nonNegative,
  percentageValue: nonNegative.max(100, { error: 'must be at most 100 %' }),
});
export type MerchantServiceChargeFee = z.infer<typeof MerchantServiceChargeFeeSchema>;

export const FeesSchema = z.strictObject({
  merchantServiceChargeFees: z
    .array(MerchantServiceChargeFeeSchema, { error: 'must be a list' })
    .max(MAX_SERVICE_CHARGE_FEES, { error: `may hold at most ${MAX_SERVICE_CHARGE_FEES} fees` }),
});
export type Fees = z.infer<typeof FeesSchema>;
