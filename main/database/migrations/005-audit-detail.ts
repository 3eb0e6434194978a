import type { Migration } from './types';

/**
 * A sealed detail for an audit row. The row's `reason` stays a short fixed phrase in clear; what
 * a person wrote (the agent's reason for confirming a notice, which may name a director) is
 * sealed here under AAD `audit:<row id>:detail`. Additive: older rows have none.
 */
export const migration: Migration = {
  version: 5,
  name: 'audit-detail',
  up(db) {
    db.exec('ALTER TABLE audit_log ADD COLUMN detail BLOB');
  },
};
