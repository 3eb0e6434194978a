import { type EntityType, hasApplicant } from '../entity-types';
import type { AgreedProcessingFee } from '../rules/fees';
import { asRecord, asString, at } from '../rules/read';
import type { Attachment } from '../wire/attachment';

/**
 * A draft as the database keeps it: the application in wire shape, complete or not, with each
 * attachment replaced by a reference to its encrypted bytes; and the processing fees agreed with
 * the merchant, which the wire format has no field for (decision G10).
 */
export interface DraftBody {
  application: Record<string, unknown>;
  processingFees: AgreedProcessingFee[];
}

export const ATTACHMENT_ROLES = ['identification', 'bankConfirmation', 'additional'] as const;
export type DocumentRole = (typeof ATTACHMENT_ROLES)[number];

/** Where an attachment sits in the application until submission. */
export interface DocumentRef {
  attachmentId: string;
}

export function isDocumentRef(value: unknown): value is DocumentRef {
  const record = asRecord(value);
  return record !== undefined && typeof record.attachmentId === 'string' && Object.keys(record).length === 1;
}

export function emptyDraft(): DraftBody {
  return { application: {}, processingFees: [] };
}

/** Reads a stored body leniently: anything that is not a draft becomes an empty one around it. */
export function readDraftBody(value: unknown): DraftBody {
  const record = asRecord(value);
  const application = asRecord(record?.application) ?? {};
  const fees = Array.isArray(record?.processingFees) ? (record.processingFees as AgreedProcessingFee[]) : [];
  return { application, processingFees: fees };
}

/** The name the dashboard lists: the legal name of a sole trader, the company's name otherwise. */
export function businessNameOf(type: EntityType, application: unknown): string {
  if (hasApplicant(type)) {
    const legal = asString(at(application, 'applicant', 'legalName'))?.trim();
    if (legal) return legal;
    const first = asString(at(application, 'applicant', 'firstName'))?.trim() ?? '';
    const last = asString(at(application, 'applicant', 'lastName'))?.trim() ?? '';
    return `${first} ${last}`.trim();
  }
  return asString(at(application, 'company', 'name'))?.trim() ?? '';
}

/**
 * Returns a copy of the application with every attachment reference replaced by what `resolve`
 * gives (the real file at submission; a stand-in when validating). Unresolvable references are
 * removed, so validation reports the attachment as required.
 */
export function resolveDocuments(value: unknown, resolve: (ref: DocumentRef) => Attachment | undefined): unknown {
  if (isDocumentRef(value)) return resolve(value);
  if (Array.isArray(value)) {
    return value.map((item) => resolveDocuments(item, resolve)).filter((item) => item !== undefined);
  }
  const record = asRecord(value);
  if (record === undefined) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const resolved = resolveDocuments(item, resolve);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

/** Every attachment reference in an application, for listing and for removing orphans. */
export function documentRefsOf(value: unknown): string[] {
  if (isDocumentRef(value)) return [value.attachmentId];
  if (Array.isArray(value)) return value.flatMap(documentRefsOf);
  const record = asRecord(value);
  return record === undefined ? [] : Object.values(record).flatMap(documentRefsOf);
}
