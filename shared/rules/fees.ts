import type { ProcessingFee, Settings } from '../wire/settings';
import { feeInForce, processingFeeKey } from '../wire/settings';
import type { RuleContext } from './context';
import { hasAtMostDecimals } from './decimals';
import { type Problem, formatPath, problem } from './problem';
import { asArray, asNumber, asString, at } from './read';

/** Not shown by the spec; a bound on float noise in what the client sends (docs/decisions.md). */
export const MERCHANT_SERVICE_CHARGE_DECIMALS = 4;

/**
 * `merchantServiceChargeFees` holds exactly one entry for each name of the settings'
 * `MerchantServiceChargeFeeNames`: no unknown name, no name twice, none missing.
 */
export function merchantServiceChargeFeesRule(application: unknown, context: RuleContext): Problem[] {
  const fees = asArray(at(application, 'fees', 'merchantServiceChargeFees'));
  if (fees === undefined) return [];
  if (context.settings === undefined) {
    return [problem(['fees'], 'fee_missing', 'fees cannot be checked before the settings are synced')];
  }
  const allowed = context.settings.Fees.MerchantServiceChargeFeeNames;
  const out: Problem[] = [];
  const seen = new Set<string>();
  fees.forEach((fee, index) => {
    const name = asString(at(fee, 'name'));
    const namePath = ['fees', 'merchantServiceChargeFees', index, 'name'];
    if (name !== undefined) {
      if (!allowed.includes(name))
        out.push(problem(namePath, 'fee_name_unknown', `${formatPath(namePath)} "${name}" is not a fee name of the current settings`));
      else if (seen.has(name)) out.push(problem(namePath, 'fee_name_duplicate', `${formatPath(namePath)} "${name}" appears twice`));
      seen.add(name);
    }
    for (const field of ['fixedValue', 'percentageValue'] as const) {
      const value = asNumber(at(fee, field));
      const path = ['fees', 'merchantServiceChargeFees', index, field];
      if (value !== undefined && !hasAtMostDecimals(value, MERCHANT_SERVICE_CHARGE_DECIMALS)) {
        out.push(problem(path, 'fee_precision', `${formatPath(path)} has more than ${MERCHANT_SERVICE_CHARGE_DECIMALS} decimals`));
      }
    }
  });
  // One problem naming every missing fee: validateApplication keeps one problem per path and code.
  const missing = allowed.filter((name) => !seen.has(name));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    out.push(problem(['fees', 'merchantServiceChargeFees'], 'fee_missing', `fees.merchantServiceChargeFees has no entry for ${names}`));
  }
  return out;
}

/** A processing fee value the agent agreed with the merchant; kept with the draft, not sent (§2.9 has no field). */
export interface AgreedProcessingFee {
  name: string;
  markets: string[];
  types: string[];
  value: number;
}

/**
 * Each agreed processing fee must exist in the settings, lie within `min`..`max`, have at most
 * `decimalPrecision` decimals, and equal the settings' value where the fee is not editable.
 */
export function processingFeesRule(agreed: unknown, settings: Settings | undefined): Problem[] {
  const list = asArray(agreed);
  if (list === undefined || settings === undefined) return [];
  const byKey = new Map(settings.Fees.processingFees.map((fee) => [processingFeeKey(fee), fee]));
  const out: Problem[] = [];
  list.forEach((entry, index) => {
    const path = ['processingFees', index, 'value'];
    const name = asString(at(entry, 'name'));
    const markets = (asArray(at(entry, 'markets')) ?? []).filter((m): m is string => typeof m === 'string');
    const types = (asArray(at(entry, 'types')) ?? []).filter((t): t is string => typeof t === 'string');
    const value = asNumber(at(entry, 'value'));
    if (name === undefined) {
      out.push(problem(path, 'invalid_value', `${formatPath(path)} needs a fee name and a number`));
      return;
    }
    if (value === undefined) {
      // Text where a number belongs says "enter a number", not "choose one of the options".
      const typed = at(entry, 'value');
      out.push(
        typed === undefined || typed === ''
          ? problem(path, 'required', `${formatPath(path)} is required`)
          : problem(path, 'invalid_type', `${formatPath(path)} must be a number`),
      );
      return;
    }
    const fee = byKey.get(processingFeeKey({ name, markets, types }));
    if (fee === undefined) {
      out.push(problem(['processingFees', index, 'name'], 'fee_name_unknown', `processing fee "${name}" is not in the current settings`));
      return;
    }
    out.push(...processingFeeValueProblems(fee, value, path));
  });
  return out;
}

export function processingFeeValueProblems(fee: ProcessingFee, value: number, path: (string | number)[]): Problem[] {
  const current = feeInForce(fee);
  if (!fee.editable && value !== current) {
    return [problem(path, 'fee_not_editable', `${fee.name} is fixed at ${current} and cannot be changed`)];
  }
  if (value < fee.min || value > fee.max) {
    return [problem(path, 'fee_out_of_bounds', `${fee.name} must be between ${fee.min} and ${fee.max}`)];
  }
  if (!hasAtMostDecimals(value, fee.decimalPrecision)) {
    return [problem(path, 'fee_precision', `${fee.name} may have at most ${fee.decimalPrecision} decimals`)];
  }
  return [];
}
