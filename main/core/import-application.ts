import type { AttachmentRef, AttachmentRole, DraftBody } from '../../shared/draft';
import type { EntityType } from '../../shared/entity-types';
import { asArray, asRecord, asString } from '../../shared/rules/read';
import { sniffMediaType } from '../documents/sniff-media-type';
import { type Actor, type SettingsSnapshot, type Store, addAttachment } from '../store';
import { inTransaction } from '../store/transaction';
import { type SaveOutcome, createDraft, saveAndValidate } from './applications';

/** Where attachments sit in a wire application (§2.1, §2.2, §2.7), with the role each plays. */
const ATTACHMENT_SLOTS: { parent: string; key: string; role: AttachmentRole }[] = [
  { parent: 'applicant', key: 'identificationAttachment', role: 'identification' },
  { parent: 'bankAccount', key: 'bankAccountConfirmationAttachment', role: 'bankConfirmation' },
];

export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/**
 * A wire-format application (as the service would receive it) becomes a draft: each inline file
 * is checked, stored encrypted and replaced by a reference; the draft is marked ready if valid.
 * A file that is not base64 of a PDF, PNG or JPEG refuses the whole import before anything is
 * written.
 */
export function importApplication(
  store: Store,
  type: EntityType,
  wire: unknown,
  snapshot: SettingsSnapshot | undefined,
  actor: Actor,
): SaveOutcome {
  const application = asRecord(wire);
  if (application === undefined) throw new ImportError('the file does not hold a JSON object');
  const copy = structuredClone(application);

  const pending: { role: AttachmentRole; file: { name: string; bytes: Buffer; mediaType: string }; place: (ref: AttachmentRef) => void }[] =
    [];
  const take = (value: unknown, where: string, role: AttachmentRole, place: (ref: AttachmentRef) => void) => {
    const record = asRecord(value);
    const data = asString(record?.File);
    const name = asString(record?.Filename);
    if (record === undefined || data === undefined) return; // absent or malformed: left for validation to report
    const bytes = Buffer.from(data, 'base64');
    const mediaType = sniffMediaType(bytes);
    if (mediaType === undefined) throw new ImportError(`${where} is not a PDF, PNG or JPEG file`);
    pending.push({ role, file: { name: name ?? `${role}.${mediaType.split('/')[1]}`, bytes, mediaType }, place });
  };

  for (const slot of ATTACHMENT_SLOTS) {
    const parent = asRecord(copy[slot.parent]);
    if (parent !== undefined) take(parent[slot.key], `${slot.parent}.${slot.key}`, slot.role, (ref) => (parent[slot.key] = ref));
  }
  const additional = asArray(copy.additionalAttachments);
  additional?.forEach((item, index) => take(item, `additionalAttachments[${index}]`, 'additional', (ref) => (additional[index] = ref)));

  // The draft, its files and its validation land together: a crash leaves all or nothing.
  return inTransaction(store, () => {
    const created = createDraft(store, type, actor);
    for (const item of pending) {
      const meta = addAttachment(store, created.id, {
        role: item.role,
        fileName: item.file.name,
        mediaType: item.file.mediaType,
        bytes: item.file.bytes,
      });
      item.place({ attachmentId: meta.id });
    }
    const draft: DraftBody = { application: copy, processingFees: [] };
    return saveAndValidate(store, created.id, draft, snapshot, actor);
  });
}
