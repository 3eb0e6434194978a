import { type DraftBody, IncrementalValidation } from '../../shared/draft';
import type { EntityType } from '../../shared/entity-types';
import type { Problem } from '../../shared/rules/problem';
import { type SettingsSnapshot, type Store, listAttachments } from '../store';
import { todayOf } from './validate-stored';

/** Applications whose last validation is kept: the few an agent switches between. */
const KEPT = 8;

const byStore = new WeakMap<Store, Map<string, IncrementalValidation>>();

/**
 * Validates an autosaved draft, re-running only the checks that read a section the save changed
 * (shared/draft/incremental-validation.ts): an autosave changes one field, and validating the
 * whole application every time cost main more than the save itself. Kept per store and
 * application, for the last few applications edited. The answer is always a full validation's:
 * settings are keyed by snapshot id (a snapshot never changes content), files by id and name.
 */
export function validateEdit(
  store: Store,
  id: string,
  { entityType: type, filesKey }: { entityType: EntityType; filesKey: string },
  draft: DraftBody,
  snapshot: SettingsSnapshot | undefined,
): Problem[] {
  let kept = byStore.get(store);
  if (kept === undefined) {
    kept = new Map();
    byStore.set(store, kept);
  }
  let validation = kept.get(id);
  if (validation === undefined) validation = new IncrementalValidation();
  // Most recently used last; the oldest goes first.
  kept.delete(id);
  kept.set(id, validation);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  // The files' names are sealed: read (and decrypted) only when a changed section refers to a file.
  // A stored file never changes, so their ids (filesKey) say when the files did.
  const attachments = () => listAttachments(store, id);
  return validation.validate(
    type,
    draft,
    { settings: snapshot?.settings, attachments, today: todayOf(store) },
    `snapshot ${snapshot?.id ?? 'none'} files ${filesKey}`,
  );
}
