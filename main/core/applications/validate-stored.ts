import { type DraftBody, validateDraft } from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import type { Problem } from '$shared/rules/problem';
import { type SettingsSnapshot, type Database, listDocuments } from '$main/database';

/** Today as the rules read it (an ISO day, UTC), from the database's clock so tests can pin it. */
export const todayOf = (database: Database): string => database.now().toISOString().slice(0, 10);

/**
 * The problems of a stored application's draft: its stored files stand in by name (their bytes
 * were checked when stored and are verified against their SHA-256 when read), today is the
 * database's. The one way main validates a whole application (queueing, sending, new settings).
 */
export function validateStored(
  database: Database,
  id: string,
  type: EntityType,
  draft: DraftBody,
  settings: SettingsSnapshot['settings'] | undefined,
): Problem[] {
  return validateDraft(type, draft, { settings, attachments: listDocuments(database, id), today: todayOf(database) });
}
