import { type EntityType, hasAdditionalAttachments, hasApplicant, hasOwnershipFields } from '../entity-types';
import { asRecord } from '../rules/read';
import { keepPathsOf } from './schema-paths';

/** The fields a sole trader's applicant shares with a company's person, under the same names. */
const PERSON_FIELDS = ['firstName', 'middleName', 'lastName', 'ssn', 'email', 'phone', 'dateOfBirth', 'address'] as const;
/** The business's own contact details: the applicant's for a sole trader, the company's otherwise. */
const CONTACT_FIELDS = ['address', 'phone', 'email'] as const;

/** Drafts are JSON, so a JSON round trip is a deep copy (shared code has no structuredClone). */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Moves `source[key]` to `target[key]` when there is something to move and the place is free. */
function move(source: Record<string, unknown>, from: string, target: Record<string, unknown>, to: string = from): void {
  if (!present(source[from]) || present(target[to])) return;
  target[to] = source[from];
  delete source[from];
}

/**
 * The application rearranged for another entity type: a sole trader's applicant becomes the
 * company's first person and their legal name, address, phone and e-mail the company's; the way
 * back makes the first person the applicant. What is left where the new type has no place is
 * what the change drops (`pathsDroppedBy(to, rest)`), so the agent is shown only that.
 */
export function carryOver(
  from: EntityType,
  to: EntityType,
  application: Record<string, unknown>,
): { carried: Record<string, unknown>; rest: Record<string, unknown> } {
  const rest = copyOf(application);
  const moved: Record<string, unknown> = {};
  if (hasApplicant(from) && !hasApplicant(to)) {
    const applicant = asRecord(rest.applicant);
    if (applicant !== undefined) {
      const company: Record<string, unknown> = {};
      const person: Record<string, unknown> = {};
      move(applicant, 'legalName', company, 'name');
      for (const field of CONTACT_FIELDS) if (present(applicant[field])) company[field] = copyOf(applicant[field]);
      for (const field of PERSON_FIELDS) move(applicant, field, person);
      if (hasOwnershipFields(to)) move(applicant, 'invoiceStatementOnMerchantLevel', company);
      moved.company = company;
      if (Object.keys(person).length > 0) moved.persons = [person];
      // A company keeps the owner's identity document among its other documents.
      if (hasAdditionalAttachments(to) && present(applicant.identificationAttachment)) {
        const others = Array.isArray(rest.additionalAttachments) ? rest.additionalAttachments : [];
        rest.additionalAttachments = [applicant.identificationAttachment, ...others];
        delete applicant.identificationAttachment;
      }
    }
  } else if (!hasApplicant(from) && hasApplicant(to)) {
    const company = asRecord(rest.company);
    const persons = Array.isArray(rest.persons) ? rest.persons : [];
    const first = asRecord(persons[0]);
    const applicant: Record<string, unknown> = {};
    if (first !== undefined) for (const field of PERSON_FIELDS) move(first, field, applicant);
    if (company !== undefined) {
      move(company, 'name', applicant, 'legalName');
      for (const field of CONTACT_FIELDS) move(company, field, applicant);
      move(company, 'invoiceStatementOnMerchantLevel', applicant);
    }
    moved.applicant = applicant;
  }
  const kept = keepPathsOf(to, rest);
  for (const [key, value] of Object.entries(moved)) {
    const already = asRecord(kept[key]);
    kept[key] = Array.isArray(value) || already === undefined ? value : { ...already, ...(value as Record<string, unknown>) };
  }
  return { carried: kept, rest };
}
