import type SQLite from 'better-sqlite3';
import type { FieldCipher } from '$main/crypto/field-cipher';
import type { SecretStore } from '$main/crypto/secret-store';
import type { StateMac } from '$main/crypto/state-mac';

/**
 * An open data folder: its database and the keys over it. Every repository takes it as its
 * first argument; it lives below them all, so none of them imports another to name it.
 */
export interface Database {
  readonly db: SQLite.Database;
  readonly dataDir: string;
  readonly dbPath: string;
  /** Seals and opens personal data with this folder's data key. */
  readonly cipher: FieldCipher;
  /** Authenticates each application's clear state with its body (application-state-seal.ts). */
  readonly stateMac: StateMac;
  /** Wraps the API key (secrets-repo). */
  readonly secretStore: SecretStore;
  now(): Date;
  /** Closes the database and wipes the data key from memory. Safe to call twice. */
  close(): void;
}
