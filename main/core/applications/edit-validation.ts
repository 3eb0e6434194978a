import { type DraftBody, IncrementalValidation } from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import type { Problem } from '$shared/rules/problem';
import { type SettingsSnapshot, type Database, listDocuments } from '$main/database';
import { todayOf } from './validate-stored';

/** The validation of the application last saved: an agent edits one application at a time. */
let last: { database: Database; id: string; validation: IncrementalValidation } | undefined;

/**
 * Validates an autosaved draft, re-running only the checks that read a section the save changed
 * (shared/draft/incremental-validation.ts): an autosave changes one field, and validating the
 * whole application every time costs a save more than its write (see decisions: Autosave). Kept
 * for the application last saved; a save of another starts it afresh, with one full validation.
 * The answer is always a full validation's: settings are keyed by snapshot id (a snapshot never
 * changes content), files by id.
 */
export function validateEdit(
  database: Database,
  id: string,
  { entityType: type, filesKey }: { entityType: EntityType; filesKey: string },
  draft: DraftBody,
  snapshot: SettingsSnapshot | undefined,
  sectionJson?: ReadonlyMap<string, string>,
): Problem[] {
  if (last?.database !== database || last.id !== id) last = { database, id, validation: new IncrementalValidation() };
  // The files' names are sealed: read (and decrypted) only when a changed section refers to a file.
  // A stored file never changes, so their ids (filesKey) say when the files did.
  const attachments = () => listDocuments(database, id);
  return last.validation.validate(
    type,
    draft,
    { settings: snapshot?.settings, attachments, today: todayOf(database), sectionJson },
    `snapshot ${snapshot?.id ?? 'none'} files ${filesKey}`,
  );
}
