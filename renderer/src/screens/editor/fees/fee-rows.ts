import { type Settings, processingFeeKey } from '../../../../../shared/wire/settings';
import type { EditorSession } from '../editor-session.svelte';

/**
 * A row for every service-charge name of the settings (one entry per name, rule G11), and every
 * processing fee with its value, so the whole agreed schedule is on record (G10) and on the
 * receipt. Editable fees keep what the agent chose; fixed ones always follow the acquirer's
 * current value, since the agent cannot change them (and a stale one would block the queue).
 */
export function seedFeeRows(session: EditorSession, settings: Settings): void {
  if (session.readonly) return;
  const charges = session.get(['fees', 'merchantServiceChargeFees']);
  const names: unknown[] = Array.isArray(charges) ? charges.map((entry: { name?: unknown }) => entry?.name) : [];
  for (const name of settings.Fees.MerchantServiceChargeFeeNames) {
    if (!names.includes(name)) session.insert(['fees', 'merchantServiceChargeFees'], { name });
  }
  const keys = session.draft.processingFees.map((entry) => processingFeeKey(entry));
  for (const fee of settings.Fees.processingFees) {
    const current = fee.value ?? fee.default;
    const index = keys.indexOf(processingFeeKey(fee));
    if (index < 0) {
      session.insert(['processingFees'], { name: fee.name, markets: [...fee.markets], types: [...fee.types], value: current });
    } else if (!fee.editable && session.draft.processingFees[index]?.value !== current) {
      session.set(['processingFees', index, 'value'], current);
    }
  }
}
