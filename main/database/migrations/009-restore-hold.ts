import type { Migration } from './types';

/**
 * A restored application that could still be sent is held until the agent confirms it was not
 * boarded after the backup was made (docs/decisions.md, "A restore holds what it cannot know"):
 * `restore_hold` is that backup's time while held, NULL otherwise. It is a state column, sealed
 * only when set, so rows sealed before it still verify. Additive: one column, NULL for every row.
 */
export const migration: Migration = {
  version: 9,
  name: 'restore-hold',
  up(db) {
    db.exec('ALTER TABLE applications ADD COLUMN restore_hold TEXT');
  },
};
