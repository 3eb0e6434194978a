import { z } from 'zod';
import { nonNegative, text } from './formats';

/** One entry per name of the settings' `MerchantServiceChargeFeeNames` (§2.9); checked by the `fees` rule. */
export const MerchantServiceChargeFeeSchema = z.strictObject({
  name: text(100),
  fixedValue: nonNegative,
  percentageValue: nonNegative.max(100, { error: 'must be at most 100 %' }),
});
export type MerchantServiceChargeFee = z.infer<typeof MerchantServiceChargeFeeSchema>;

export const FeesSchema = z.strictObject({
  merchantServiceChargeFees: z.array(MerchantServiceChargeFeeSchema, { error: 'must be a list' }),
});
export type Fees = z.infer<typeof FeesSchema>;
