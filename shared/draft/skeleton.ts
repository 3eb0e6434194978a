import { hasAdditionalAttachments, hasApplicant, type EntityType } from '../entity-types';

/**
 * The containers an application of each type has (spec §2.1), so validation names missing
 * fields ("first name is required") instead of missing sections ("applicant is required").
 * Only adds what is absent; never touches what the agent entered.
 */
export function addSkeleton(type: EntityType, application: Record<string, unknown>): boolean {
  let changed = false;
  const ensure = (key: string, make: () => unknown) => {
    if (application[key] === undefined) {
      application[key] = make();
      changed = true;
    }
  };
  if (hasApplicant(type)) ensure('applicant', () => ({ address: newAddress() }));
  else {
    ensure('company', () => ({ address: newAddress() }));
    ensure('persons', () => [newPerson()]);
  }
  ensure('stores', () => [newStore()]);
  ensure('bankAccount', () => ({ bankAddress: newAddress() }));
  ensure('fees', () => ({ merchantServiceChargeFees: [] }));
  if (hasAdditionalAttachments(type)) ensure('additionalAttachments', () => []);
  return changed;
}

/** Most merchants an agent boards, their people and their banks are in Iceland: the address starts there. */
export function newAddress(): Record<string, unknown> {
  return { countryCode: 'IS' };
}

export function newPerson(): Record<string, unknown> {
  return { address: newAddress(), roles: [] };
}

/** Card present is the only transaction type the spec shows, so a new store starts with it. */
export function newStore(): Record<string, unknown> {
  return {
    acceptedCardTypes: [],
    address: newAddress(),
    transactionInformation: {},
    acceptedTransactionTypes: ['CardPresent'],
    volumeInformation: [{ transactionTypeCategory: 'CardPresent' }],
  };
}
