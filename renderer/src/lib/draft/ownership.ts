/**
 * Whether an organisation of the "other" type has owners, as its persons' shares say it: an
 * association or a foundation has none, and the interface still wants a share for every person
 * (`share` appears for partnership and other, §2.4), so each is sent with 0 (decision F22).
 */
export type Ownership = 'owners' | 'none';

const shareOf = (person: unknown) => (person !== null && typeof person === 'object' ? (person as { share?: unknown }).share : undefined);

/** `none` when every person's share is 0, `owners` when one has more, undefined while no share says either. */
export function ownershipOf(persons: readonly unknown[]): Ownership | undefined {
  const shares = persons.map(shareOf);
  if (shares.some((share) => typeof share === 'number' && share > 0)) return 'owners';
  if (shares.length > 0 && shares.every((share) => share === 0)) return 'none';
  return undefined;
}

/**
 * The shares once the agent answered: with no owners every person's share is 0; with owners a 0
 * written for "no owners" is cleared so each share is asked for. Undefined leaves a share as it is.
 */
export function sharesFor(answer: Ownership, persons: readonly unknown[]): (number | undefined | null)[] {
  return persons.map((person) => {
    const share = shareOf(person);
    if (answer === 'none') return 0;
    return share === 0 ? undefined : null;
  });
}
