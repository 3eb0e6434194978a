import { readDraftBody } from '$shared/draft';
import { type ApplicationRecord, type Database, holdWith, restoreHoldOf } from '$main/database';
import type { Actor } from '$main/database/types';
import { possibleDuplicates } from './duplicates';

/**
 * A restore holds what may have been boarded after its backup (main/database/backup/restore-hold.ts). An
 * application made in one step from another's data would board the same merchant, so it must not
 * step around that hold: a copy of a held application, and an import whose merchant number or
 * IBAN is a held application's (a file cannot say where it came from, so the match decides), are
 * held with it until the same confirmation. One typed by hand is not held; the duplicate guard
 * names the held match and asks the agent's reason before it is queued (main/core/applications/duplicates.ts).
 * See decisions: Duplicates and what is sent. Call in the transaction that made `record`.
 */
export function holdIfMadeFromHeld(database: Database, record: ApplicationRecord, actor: Actor, copiedFrom?: string): void {
  const fromOriginal = copiedFrom === undefined ? null : restoreHoldOf(database, copiedFrom);
  if (fromOriginal !== null) {
    holdWith(database, record.id, fromOriginal, actor, `held with ${copiedFrom}, the application it was copied from`);
    return;
  }
  const held = possibleDuplicates(database, record, readDraftBody(record.body)).find((other) => other.heldSince !== null);
  if (held === undefined) return;
  holdWith(database, record.id, held.heldSince!, actor, `held with ${held.id}, which has the same merchant number or IBAN`);
}
