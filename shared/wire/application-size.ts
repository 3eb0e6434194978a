import { MAX_BASE64_LENGTH } from './attachment';
import { MAX_ADDITIONAL_ATTACHMENTS } from './list-limits';

/** The files an application carries inline: an applicant's ID, the bank's confirmation and the additional ones. */
export const MAX_DOCUMENTS_PER_APPLICATION = 2 + MAX_ADDITIONAL_ATTACHMENTS;

/**
 * Everything but the files: 50 stores and 20 persons of length-limited fields come to about
 * 100,000 characters; four megabytes leaves room for UTF-8 and JSON escapes many times over.
 */
export const MAX_APPLICATION_TEXT_BYTES = 4 * 1024 * 1024;

/**
 * The largest a wire-format application can be as JSON (its files as base64 at their limit):
 * about 297 MiB. An imported file larger than this cannot be an application.
 */
export const MAX_APPLICATION_JSON_BYTES = MAX_DOCUMENTS_PER_APPLICATION * MAX_BASE64_LENGTH + MAX_APPLICATION_TEXT_BYTES;

/**
 * The longest text an application or a draft holds anywhere but a document's base64, keys
 * included. Every field's own limit is lower (254 at most, decisions G28), so a field typed too
 * long is kept with its problem; a longer text is no field's and is refused whole (B29).
 */
export const MAX_FIELD_CHARS = 1_000;

/** Where a wire application holds a document's base64, its only long texts (`'*'`: any item of the list). */
export const ATTACHMENT_FILE_PATHS: readonly (readonly string[])[] = [
  ['applicant', 'identificationAttachment', 'File'],
  ['bankAccount', 'bankAccountConfirmationAttachment', 'File'],
  ['additionalAttachments', '*', 'File'],
];
