import type { DocumentOfferReason } from '../ipc/views';
import type { PathSegment } from '../rules/problem';
import type { Notice } from '../rules/notice';
import type { DocumentFill } from './stored-reading';

/** A value a document holds for an empty field that the agent must confirm before it is written. */
export interface DocumentOffer extends DocumentFill {
  why: DocumentOfferReason;
}

/**
 * What one document says about the form as it is now: values it may write into empty fields,
 * values it only offers, and where it disagrees with what is typed (notices).
 */
export interface DocumentFindings {
  fills: DocumentFill[];
  offers: DocumentOffer[];
  notices: Notice[];
}

export const NO_FINDINGS: DocumentFindings = { fills: [], offers: [], notices: [] };

/** Where each read document sits in the application. */
export const IDENTIFICATION_PATH: PathSegment[] = ['applicant', 'identificationAttachment'];
export const LETTER_PATH: PathSegment[] = ['bankAccount', 'bankAccountConfirmationAttachment'];

/** A field holds nothing the agent typed: absent, null, or blank text. */
export function isEmptyField(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
