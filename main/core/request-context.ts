import type { Actor, SettingsSnapshot, Database } from '$main/database';

/**
 * What one request acts with, bound once: the database, the settings snapshot drafts are validated
 * against (none before the first sync), and who asks. Every core function that changes an
 * application takes it first, then its input as one object.
 */
export interface RequestContext {
  readonly database: Database;
  readonly snapshot: SettingsSnapshot | undefined;
  readonly actor: Actor;
}
