import type { ApplicationStatus } from '$shared/application-status';
import { hasApplicant, type EntityType } from '$shared/entity-types';
import type { MessageKey } from '../i18n/catalogue';
import type { Path } from './paths';

export const SECTION_IDS = ['business', 'persons', 'stores', 'bank', 'fees', 'documents', 'review'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The wizard's steps for a type: a sole trader has no people (spec §2.1). */
export function sectionsFor(type: EntityType): SectionId[] {
  return SECTION_IDS.filter((id) => id !== 'persons' || !hasApplicant(type));
}

/** Sent, being sent or perhaps sent: the acquirer may hold what the application said. */
export const SENT_STATUSES: readonly ApplicationStatus[] = ['sending', 'submitted', 'unknown_outcome'];

/**
 * A step's name. The last step is where an application is reviewed and queued; once queued it
 * says what will be sent, and once sent it is the record of what was (never "Review and queue").
 */
export function sectionLabel(type: EntityType, id: SectionId, status?: ApplicationStatus): MessageKey {
  if (id === 'business') {
    if (hasApplicant(type)) return 'section.business.applicant';
    return type === 'other' ? 'section.business.organisation' : 'section.business.company';
  }
  if (id === 'review' && status !== undefined) {
    if (SENT_STATUSES.includes(status)) return 'section.review.sent';
    if (status === 'queued') return 'section.review.queued';
  }
  return `section.${id}`;
}

/** Which step shows the field at `path`; attachments are all on the documents step. */
export function sectionOf(path: Path): SectionId {
  const [first, second] = path;
  if (first === 'applicant') return second === 'identificationAttachment' ? 'documents' : 'business';
  if (first === 'company') return 'business';
  if (first === 'persons') return 'persons';
  if (first === 'stores') return 'stores';
  if (first === 'bankAccount') return second === 'bankAccountConfirmationAttachment' ? 'documents' : 'bank';
  if (first === 'fees' || first === 'processingFees') return 'fees';
  if (first === 'additionalAttachments') return 'documents';
  return 'review';
}

export function isSectionId(value: string | undefined): value is SectionId {
  return value !== undefined && (SECTION_IDS as readonly string[]).includes(value);
}
