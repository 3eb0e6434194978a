import { type Problem, formatPath, problem } from '../problem';
import { asArray, asNumber, asString, at } from '../read';

/**
 * Per store: a four-digit category code; a volume for every accepted transaction type and none
 * for others; an average transaction no larger than the maximum.
 */
export function storesRule(application: unknown): Problem[] {
  const out: Problem[] = [];
  (asArray(at(application, 'stores')) ?? []).forEach((store, index) => {
    const mcc = at(store, 'merchantCategoryCode');
    if (typeof mcc === 'number' && !(Number.isInteger(mcc) && mcc >= 0 && mcc <= 9999)) {
      const path = ['stores', index, 'merchantCategoryCode'];
      out.push(problem(path, 'mcc_invalid', `${formatPath(path)} must be a four-digit category code`));
    }
    out.push(...volumeProblems(store, index));
    const average = asNumber(at(store, 'transactionInformation', 'expectedAverageTransactionAmount'));
    const maximum = asNumber(at(store, 'transactionInformation', 'expectedMaximumTransactionAmount'));
    if (average !== undefined && maximum !== undefined && average > maximum) {
      const path = ['stores', index, 'transactionInformation', 'expectedAverageTransactionAmount'];
      out.push(problem(path, 'amount_order', `${formatPath(path)} is larger than the expected maximum transaction`));
    }
  });
  return out;
}

function volumeProblems(store: unknown, index: number): Problem[] {
  const accepted = (asArray(at(store, 'acceptedTransactionTypes')) ?? []).filter((t) => typeof t === 'string');
  const volumes = asArray(at(store, 'volumeInformation'));
  if (volumes === undefined) return [];
  const out: Problem[] = [];
  const seen = new Set<string>();
  volumes.forEach((volume, volumeIndex) => {
    const category = asString(at(volume, 'transactionTypeCategory'));
    if (category === undefined) return;
    const path = ['stores', index, 'volumeInformation', volumeIndex, 'transactionTypeCategory'];
    if (!accepted.includes(category)) {
      out.push(problem(path, 'volume_not_accepted', `${formatPath(path)} ${category} is not an accepted transaction type of this store`));
    } else if (seen.has(category)) {
      out.push(problem(path, 'invalid_value', `${formatPath(path)} ${category} has a volume twice`));
    }
    seen.add(category);
  });
  for (const type of accepted) {
    if (!seen.has(type)) {
      const path = ['stores', index, 'volumeInformation'];
      out.push(problem(path, 'volume_missing', `${formatPath(path)} needs a volume for ${type}`));
    }
  }
  return out;
}
