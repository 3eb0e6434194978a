import { type Settings, processingFeeKey } from '../../../../../shared/wire/settings';
import type { EditorSession } from '../editor-session.svelte';

/**
 * A row for every service-charge name of the settings (one entry per name, rule G11), and the
 * acquirer's value for every editable processing fee, so the agreed value is on record even
 * when the agent leaves it as it is (G10). Adds only what is missing.
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
    if (fee.editable && !keys.includes(processingFeeKey(fee))) {
      session.insert(['processingFees'], {
        name: fee.name,
        markets: [...fee.markets],
        types: [...fee.types],
        value: fee.value ?? fee.default,
      });
    }
  }
}
