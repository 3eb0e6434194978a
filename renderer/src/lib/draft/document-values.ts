import { isEmptyField } from '$shared/documents/document-findings';
import type { DocumentReadingView, DocumentsView } from '$shared/ipc/views';
import type { Notice, NoticeCode } from '$shared/rules/notice';
import { printedIban } from '$shared/rules/bank/iban-text';
import type { MessageKey } from '../i18n/catalogue';
import { formatDateInput } from '../i18n/date-input';
import { type Path, pathKey } from './paths';

/**
 * What the editor shows of the documents' readings (main's `documents` view) against the draft as
 * it is on screen: a field still holding the value a document filled, a value offered for an empty
 * field, and the one line each read document carries. Main decides what was filled and offered;
 * the editor compares with the agent's unsaved value, so a mark goes with the keystroke that
 * changes the value and an offer with the one that fills the field.
 */

export type DocumentOffer = DocumentsView['offered'][number];
type DocumentValue = DocumentsView['filled'][number];

/**
 * The documents' values by the field they are for (its `pathKey`): built once per view, so a
 * field's keystroke and every field on a new view look theirs up instead of keying the lists again.
 */
export interface DocumentsByField {
  filled: ReadonlyMap<string, readonly DocumentValue[]>;
  offered: ReadonlyMap<string, DocumentOffer>;
}

export function documentsByField(documents: DocumentsView): DocumentsByField {
  const filled = new Map<string, DocumentValue[]>();
  for (const fill of documents.filled) {
    const key = pathKey(fill.path);
    filled.set(key, [...(filled.get(key) ?? []), fill]);
  }
  const offered = new Map<string, DocumentOffer>();
  for (const offer of documents.offered) {
    const key = pathKey(offer.path);
    if (!offered.has(key)) offered.set(key, offer);
  }
  return { filled, offered };
}

/** The document's value at `path`, while the field still holds exactly it. */
export function filledAt(byField: DocumentsByField, path: Path, current: unknown): DocumentValue | undefined {
  return byField.filled.get(pathKey(path))?.find((fill) => fill.value === current);
}

/** The value a document offers for `path`, while the field is empty. */
export function offerAt(byField: DocumentsByField, path: Path, current: unknown): DocumentOffer | undefined {
  return isEmptyField(current) ? byField.offered.get(pathKey(path)) : undefined;
}

export function readingOf(documents: DocumentsView, attachmentId: string): DocumentReadingView | undefined {
  return documents.readings.find((reading) => reading.attachmentId === attachmentId);
}

/** Notices the document's own line says (in short) on its slot: the reading's outcome when it gave nothing to compare. */
export const OUTCOME_NOTICE_CODES: readonly NoticeCode[] = [
  'document_zone_unreadable',
  'document_no_zone',
  'document_not_read',
  'letter_no_iban',
];

/** What a read document found that disagrees with the form, by the role of the document. */
const DISAGREEMENTS: Record<DocumentReadingView['role'], readonly NoticeCode[]> = {
  identification: [
    'document_birth_date_differs',
    'document_name_differs',
    'document_personal_number_differs',
    'document_birth_date_not_kennitala',
    'document_expired',
    'document_specimen',
    'document_name_in_zone',
    'document_name_unread',
  ],
  bankConfirmation: ['letter_iban_differs', 'letter_holder_differs', 'letter_text_not_shown'],
};

/**
 * The line on a read document, as a catalogue key and its params: `busy` while it is read,
 * `quiet` when it gave nothing to compare (said short, as its notice says it at length), `check` when the form has something to look at
 * (a disagreement, or a value offered), `done` when it filled or agrees.
 */
export interface ReadingLine {
  key: MessageKey;
  params?: Record<string, number>;
  tone: 'busy' | 'quiet' | 'check' | 'done';
}

export function readingLine(
  reading: DocumentReadingView,
  documents: DocumentsView,
  notices: readonly Notice[],
  valueAt: (path: Path) => unknown,
): ReadingLine {
  const { state, role } = reading;
  if (state === 'reading') return { key: 'reading.reading', tone: 'busy' };
  if (state === 'failed') return { key: 'reading.failed', tone: 'quiet' };
  if (role === 'bankConfirmation') {
    const ibans = reading.reading?.kind === 'letter' && reading.reading.outcome === 'read' ? reading.reading.ibans : [];
    if (ibans.length === 0) return { key: 'reading.noIban', tone: 'quiet' };
  } else if (state === 'unreadable') return { key: 'reading.unreadable', tone: 'quiet' };
  else if (state === 'no_zone') return { key: 'reading.noZone', tone: 'quiet' };

  const filled = documents.filled.filter((fill) => fill.attachmentId === reading.attachmentId && valueAt(fill.path) === fill.value);
  const offered = documents.offered.filter((offer) => offer.attachmentId === reading.attachmentId && isEmptyField(valueAt(offer.path)));
  const codes = DISAGREEMENTS[role];
  const toCheck = offered.length + notices.filter((notice) => codes.includes(notice.code)).length;
  if (toCheck > 0 && filled.length > 0)
    return { key: 'reading.filledToCheck', params: { filled: filled.length, count: toCheck }, tone: 'check' };
  if (toCheck > 0) return { key: 'reading.toCheck', params: { count: toCheck }, tone: 'check' };
  if (filled.length > 0) return { key: 'reading.filled', params: { count: filled.length }, tone: 'done' };
  return { key: 'reading.agrees', tone: 'done' };
}

/**
 * Where the identity document disagrees with what is typed in the field at `path`, the document's
 * own value (its date of birth, its kennitala), for the agent to take with one click instead of
 * retyping it; undefined where no such notice is on the field. A name is not offered so: the
 * zone spells it without its letters, and the page's spelling is offered only for an empty field.
 */
export function documentCorrectionAt(notices: readonly Notice[], path: Path): string | undefined {
  const key = pathKey(path);
  for (const notice of notices) {
    if (pathKey(notice.path) !== key) continue;
    if (notice.code === 'document_birth_date_differs' && notice.params.date) return notice.params.date;
    if (notice.code === 'document_personal_number_differs' && notice.params.number) return notice.params.number;
  }
  return undefined;
}

/** A document's value as its field shows it: a date day first in the agent's language, an IBAN in fours. */
export function shownDocumentValue(path: Path, value: string, locales: readonly string[]): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateInput(value, locales);
  if (path[path.length - 1] === 'iban') return printedIban(value);
  return value;
}
