import { chmodSync, closeSync, constants } from 'node:fs';
import { HAS_POSIX_MODES, entryAt, openOwnFile, refuseLinkedDatabase } from '$main/crypto/private-files';
import { ensureTrainingFolder } from './private-folder';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EntityType } from '$shared/entity-types';
import { migrate } from '$main/sqlite/migrate';
import type { Migration } from '$main/sqlite/migration';

/**
 * The training service's own SQLite file: the merchants it created and the sequences their IDs
 * come from. Sequences live in the file, not in memory, so IDs never repeat across restarts on
 * the same data folder — a client that stored merchant 100001 must never see it handed out again.
 */
export type IdDatabase = Database.Database;

export const DATABASE_FILE = 'training-service.sqlite';

/** Distinct ranges, so an agreement ID shown where a merchant ID belongs is visibly wrong. */
const SEQUENCE_STARTS = { merchant: 100_001, agreement: 500_001, terminal: 80_000_001 } as const;
type SequenceName = keyof typeof SEQUENCE_STARTS;

/** One entry per schema version; index + 1 is the `user_version` it brings the file to. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE sequences (
    name TEXT PRIMARY KEY,
    next_value INTEGER NOT NULL
  ) STRICT;
  INSERT INTO sequences (name, next_value) VALUES
    ('merchant', ${SEQUENCE_STARTS.merchant}),
    ('agreement', ${SEQUENCE_STARTS.agreement}),
    ('terminal', ${SEQUENCE_STARTS.terminal});
  CREATE TABLE merchants (
    merchant_id INTEGER PRIMARY KEY,
    entity_type TEXT NOT NULL,
    merchant_name TEXT NOT NULL,
    application_hash TEXT NOT NULL,
    key_fingerprint TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX merchants_by_application ON merchants (application_hash);
  CREATE TABLE stores (
    agreement_id INTEGER PRIMARY KEY,
    terminal_id INTEGER NOT NULL UNIQUE,
    merchant_id INTEGER NOT NULL REFERENCES merchants (merchant_id),
    position INTEGER NOT NULL,
    store_name TEXT NOT NULL
  ) STRICT;
  `,
];

/**
 * The folder the agent's own and 0700, and the database (with its -wal and -shm, which SQLite
 * creates with the database's mode) 0600, as for the app's own data: it holds the applications
 * trainees sent.
 */
export function openIdDatabase(dataDir: string): IdDatabase {
  ensureTrainingFolder(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  refuseLinkedDatabase(file);
  closeSync(openOwnFile(file, constants.O_RDONLY | constants.O_CREAT, 0o600));
  if (HAS_POSIX_MODES) {
    for (const each of [file, `${file}-wal`, `${file}-shm`]) if (entryAt(each) !== undefined) chmodSync(each, 0o600);
  }
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL: a 201 the client saw must survive a crash of the service, or a retry would board twice.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, ID_MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The statements above as steps of the database's migration runner: one way to migrate, with its version checks and locking. */
const ID_MIGRATIONS: readonly Migration[] = MIGRATIONS.map((sql, index) => ({
  version: index + 1,
  name: `training-ids-${index + 1}`,
  up: (db) => db.exec(sql),
}));

export interface NewMerchant {
  entityType: EntityType;
  merchantName: string;
  applicationHash: string;
  keyFingerprint: string;
  createdAt: string;
  storeNames: string[];
}

export interface CreatedMerchant {
  merchantId: number;
  stores: { storeName: string; agreementId: number; terminalId: number }[];
}

function nextValue(db: IdDatabase, name: SequenceName): number {
  const row = db.prepare('UPDATE sequences SET next_value = next_value + 1 WHERE name = ? RETURNING next_value - 1 AS value').get(name) as
    { value: number } | undefined;
  if (row === undefined) throw new Error(`sequence ${name} is missing from the training service database`);
  return row.value;
}

/** Allocates every ID and records the merchant in one transaction: all of it exists, or none. */
export function createMerchant(db: IdDatabase, merchant: NewMerchant): CreatedMerchant {
  return db.transaction((): CreatedMerchant => {
    const merchantId = nextValue(db, 'merchant');
    db.prepare(
      `INSERT INTO merchants (merchant_id, entity_type, merchant_name, application_hash, key_fingerprint, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(merchantId, merchant.entityType, merchant.merchantName, merchant.applicationHash, merchant.keyFingerprint, merchant.createdAt);
    const insertStore = db.prepare(
      'INSERT INTO stores (agreement_id, terminal_id, merchant_id, position, store_name) VALUES (?, ?, ?, ?, ?)',
    );
    const stores = merchant.storeNames.map((storeName, position) => {
      const agreementId = nextValue(db, 'agreement');
      const terminalId = nextValue(db, 'terminal');
      insertStore.run(agreementId, terminalId, merchantId, position, storeName);
      return { storeName, agreementId, terminalId };
    });
    return { merchantId, stores };
  })();
}

export interface MerchantCounts {
  merchantsTotal: number;
  /** Application hash → merchants created from it. */
  perApplication: Record<string, number>;
  /** 1 when nothing was ever created twice; 0 when nothing was created. */
  maxPerApplication: number;
}

export function merchantCounts(db: IdDatabase): MerchantCounts {
  const rows = db
    .prepare('SELECT application_hash AS hash, COUNT(*) AS count FROM merchants GROUP BY application_hash ORDER BY application_hash')
    .all() as { hash: string; count: number }[];
  const perApplication: Record<string, number> = {};
  let merchantsTotal = 0;
  let maxPerApplication = 0;
  for (const row of rows) {
    perApplication[row.hash] = row.count;
    merchantsTotal += row.count;
    maxPerApplication = Math.max(maxPerApplication, row.count);
  }
  return { merchantsTotal, perApplication, maxPerApplication };
}

export interface MerchantRecord {
  merchantId: number;
  entityType: EntityType;
  merchantName: string;
  applicationHash: string;
  keyFingerprint: string;
  createdAt: string;
  /** In the order of the application's stores: what the 201 answered, for a test to compare with the client. */
  stores: CreatedMerchant['stores'];
}

export function listMerchants(db: IdDatabase): MerchantRecord[] {
  const merchants = db
    .prepare(
      `SELECT merchant_id AS merchantId, entity_type AS entityType, merchant_name AS merchantName,
              application_hash AS applicationHash, key_fingerprint AS keyFingerprint, created_at AS createdAt
       FROM merchants ORDER BY merchant_id`,
    )
    .all() as Omit<MerchantRecord, 'stores'>[];
  const storesOf = db.prepare(
    `SELECT store_name AS storeName, agreement_id AS agreementId, terminal_id AS terminalId
     FROM stores WHERE merchant_id = ? ORDER BY position`,
  );
  return merchants.map((merchant) => ({ ...merchant, stores: storesOf.all(merchant.merchantId) as MerchantRecord['stores'] }));
}
