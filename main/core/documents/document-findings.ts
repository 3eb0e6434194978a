import { type DocumentFindings, IDENTIFICATION_PATH, LETTER_PATH, NO_FINDINGS } from '$shared/documents/document-findings';
import { identityFindings } from '$shared/documents/identity-checks';
import { letterFindings } from '$shared/documents/letter-checks';
import type { DraftBody } from '$shared/draft';
import { type EntityType, hasApplicant } from '$shared/entity-types';
import type { DocumentsView } from '$shared/ipc/views';
import { notice } from '$shared/rules/notice';
import { type PathSegment, formatPath } from '$shared/rules/problem';
import { at } from '$shared/rules/read';
import { type ApplicationRecord, type Database, type StoredDocumentReading, documentReadingsOf } from '$main/database';
import { todayOf } from '../applications/validate-stored';

/**
 * What one stored reading says about the draft as it is now. A reader that failed says only that
 * the document was not read; an identity document says nothing for a type without an applicant
 * (its place went with a change of type).
 */
export function findingsOf(stored: StoredDocumentReading, type: EntityType, draft: DraftBody, today: string): DocumentFindings {
  const place = stored.role === 'identification' ? IDENTIFICATION_PATH : LETTER_PATH;
  if (stored.role === 'identification' && !hasApplicant(type)) return NO_FINDINGS;
  if (stored.state === 'failed') {
    return { ...NO_FINDINGS, notices: [notice(place, 'document_not_read', `${formatPath(place)} could not be read`)] };
  }
  const reading = stored.reading;
  if (reading === null) return NO_FINDINGS;
  if (reading.kind === 'mrz') return identityFindings(reading, at(draft.application, 'applicant'), today);
  return letterFindings(reading, type, draft.application);
}

/** A stored reading with what it says about the draft. */
export interface DocumentFinding {
  stored: StoredDocumentReading;
  findings: DocumentFindings;
}

/**
 * Every stored reading of the application with its findings on `draft`: one query, one opening
 * of each sealed reading. A view takes its notices and its documents from the same list.
 */
export function documentFindingsOf(
  database: Database,
  record: Pick<ApplicationRecord, 'id' | 'entityType'>,
  draft: DraftBody,
): DocumentFinding[] {
  const today = todayOf(database);
  return documentReadingsOf(database, record.id).map((stored) => ({
    stored,
    findings: findingsOf(stored, record.entityType, draft, today),
  }));
}

/**
 * What the documents say about the form, for the editor: each read document, the fields a
 * document filled that still hold its value, and the values offered for empty fields. A value
 * the document could fill but did not (the field was typed, or emptied since) is offered.
 */
export function documentsViewOf(draft: DraftBody, found: readonly DocumentFinding[]): DocumentsView {
  const view: DocumentsView = { readings: [], filled: [], offered: [] };
  for (const { stored, findings } of found) {
    const { attachmentId } = stored;
    view.readings.push({ attachmentId, role: stored.role, state: stored.state, reading: stored.reading, readAt: stored.readAt });
    for (const fill of stored.filled) if (holds(draft, fill.path, fill.value)) view.filled.push({ attachmentId, ...fill });
    for (const offer of findings.offers) view.offered.push({ attachmentId, ...offer });
    for (const fill of findings.fills) view.offered.push({ attachmentId, ...fill, why: 'emptied' });
  }
  return view;
}

function holds(draft: DraftBody, path: readonly PathSegment[], value: string): boolean {
  return at(draft.application, ...path) === value;
}
