import { asArray, asRecord } from '../rules/read';
import { type Settings, feeInForce, processingFeeKey } from '../wire/settings';
import type { DraftBody } from './draft-body';

/**
 * The fee rows an application carries for the settings in force: a row for every service-charge
 * name (one entry per name, rule G11), and every processing fee with its value, so the whole
 * agreed schedule is on record (G10) and on the receipt. Editable fees keep what the agent chose;
 * fixed ones always follow the acquirer's current value, since the agent cannot change them (and
 * a stale one would block the queue).
 *
 * Main builds them (when an application is created and when new settings arrive), never the
 * page: opening the fees step must not change a draft. Returns a new body, or undefined when the
 * rows are already right.
 */
export function withFeeRows(draft: DraftBody, settings: Settings): DraftBody | undefined {
  // A JSON copy: shared/ has neither Node's nor the DOM's structuredClone, and a draft is JSON.
  const next = JSON.parse(JSON.stringify(draft)) as DraftBody;
  let changed = false;

  const fees = asRecord(next.application.fees) ?? {};
  const charges = asArray(fees.merchantServiceChargeFees) ?? [];
  const names = charges.map((entry) => asRecord(entry)?.name);
  for (const name of settings.Fees.MerchantServiceChargeFeeNames) {
    if (!names.includes(name)) {
      charges.push({ name });
      changed = true;
    }
  }
  if (changed) next.application.fees = { ...fees, merchantServiceChargeFees: charges };

  const keys = next.processingFees.map((entry) => processingFeeKey(entry));
  for (const fee of settings.Fees.processingFees) {
    const current = feeInForce(fee);
    const index = keys.indexOf(processingFeeKey(fee));
    if (index < 0) {
      next.processingFees.push({ name: fee.name, markets: [...fee.markets], types: [...fee.types], value: current });
      changed = true;
    } else if (!fee.editable && next.processingFees[index]!.value !== current) {
      next.processingFees[index] = { ...next.processingFees[index]!, value: current };
      changed = true;
    }
  }
  return changed ? next : undefined;
}
