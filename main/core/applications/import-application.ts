import {
  type DocumentRef,
  type DocumentRole,
  type DraftBody,
  TextTooLongError,
  TooManyItemsError,
  assertListsWithinLimits,
  assertTextsWithinLimits,
} from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import { asArray, asRecord, asString } from '$shared/rules/read';
import { isBase64Text } from '$shared/wire/attachment';
import { DocumentError } from '$main/documents/document-errors';
import { type NormalisedDocument, normaliseDocument } from '$main/documents/normalise';
import { storeNormalised } from '../documents/store-document';
import type { Actor, SettingsSnapshot, Database } from '$main/database';
import { inTransaction } from '$main/database/transaction';
import { type SaveOutcome, createDraft, saveAndValidate } from './applications';
import { holdIfMadeFromHeld } from './inherited-hold';

/** Where attachments sit in a wire application (§2.1, §2.2, §2.7), with the role each plays. */
const ATTACHMENT_SLOTS: { parent: string; key: string; role: DocumentRole }[] = [
  { parent: 'applicant', key: 'identificationAttachment', role: 'identification' },
  { parent: 'bankAccount', key: 'bankAccountConfirmationAttachment', role: 'bankConfirmation' },
];

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

interface InlineFile {
  where: string;
  role: DocumentRole;
  /** The file's `Filename` in the imported JSON, kept (made safe) like a name the agent chose. */
  name: string | undefined;
  bytes: Buffer;
  place: (ref: DocumentRef) => void;
}

/**
 * A wire-format application (as the service would receive it) becomes a draft: each inline file
 * is normalised like any document (typed by its bytes, images re-encoded without metadata, PDFs
 * checked), stored encrypted and replaced by a reference; the draft is marked ready if valid.
 * One bad file refuses the whole import before anything is written.
 */
export async function importApplication(
  database: Database,
  type: EntityType,
  wire: unknown,
  snapshot: SettingsSnapshot | undefined,
  actor: Actor,
): Promise<SaveOutcome> {
  const application = asRecord(wire);
  if (application === undefined) throw new ImportError('the file does not hold a JSON object');
  try {
    assertListsWithinLimits({ application, processingFees: [] });
  } catch (error) {
    // Before any file in it is decoded: the draft could never be saved.
    if (error instanceof TooManyItemsError) throw new ImportError(error.message);
    throw error;
  }
  const copy = structuredClone(application);

  const inline: InlineFile[] = [];
  const take = (value: unknown, where: string, role: DocumentRole, place: (ref: DocumentRef) => void) => {
    const name = asString(asRecord(value)?.Filename);
    const bytes = fileBytes(asRecord(value)?.File, where);
    if (bytes === undefined) return; // absent or malformed: left for validation to report
    inline.push({ where, role, name, bytes, place });
  };
  for (const slot of ATTACHMENT_SLOTS) {
    const parent = asRecord(copy[slot.parent]);
    if (parent !== undefined) take(parent[slot.key], `${slot.parent}.${slot.key}`, slot.role, (ref) => (parent[slot.key] = ref));
  }
  const additional = asArray(copy.additionalAttachments);
  additional?.forEach((item, index) => take(item, `additionalAttachments[${index}]`, 'additional', (ref) => (additional[index] = ref)));

  // The files out of the way (their references are placed once stored), every text of the rest is a field's.
  inline.forEach((file) => file.place({ attachmentId: '' }));
  try {
    assertTextsWithinLimits({ application: copy, processingFees: [] });
  } catch (error) {
    if (error instanceof TextTooLongError) throw new ImportError(error.message);
    throw error;
  }

  // One at a time: a few large photos must not all be decoded at once.
  const documents: NormalisedDocument[] = [];
  for (const file of inline) {
    try {
      documents.push(await normaliseDocument(file.bytes));
    } catch (error) {
      if (error instanceof DocumentError) throw new ImportError(`${file.where}: ${error.message}`);
      throw error;
    }
  }

  // The draft, its files and its validation land together: a crash leaves all or nothing.
  return inTransaction(database, () => {
    const context = { database, snapshot, actor };
    const created = createDraft(context, { entityType: type });
    inline.forEach((file, index) =>
      file.place({ attachmentId: storeNormalised(database, created.id, file.role, documents[index]!, file.name).id }),
    );
    const draft: DraftBody = { application: copy, processingFees: [] };
    const saved = saveAndValidate(context, { id: created.id, draft });
    // A file may be a held application exported: the same merchant must not step around its hold.
    holdIfMadeFromHeld(database, saved.record, actor);
    return saved;
  });
}

/**
 * A file's bytes: decoded already where the reader of the file decoded it (the command line's, on
 * its parsing worker), or its base64 checked and decoded here. Checked once, here or there:
 * Buffer.from skips what is not base64, and the outbox later sends base64 it makes itself from the
 * stored bytes, trusting their recorded sha-256 instead of re-reading text.
 */
function fileBytes(data: unknown, where: string): Buffer | undefined {
  if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data !== 'string') return undefined;
  if (!isBase64Text(data)) throw new ImportError(`${where}.File is not base64 text`);
  return Buffer.from(data, 'base64');
}
