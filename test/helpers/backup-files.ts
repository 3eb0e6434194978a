import path from 'node:path';
import Database from 'better-sqlite3';
import { createKeyFileSecretStore } from '../../main/crypto/key-file-secret-store';
import { createPassphraseSecretStore } from '../../main/crypto/passphrase-secret-store';
import { openStore } from '../../main/store';
import { MANIFEST_KEY_PURPOSE, exportBackup } from '../../main/store/backup';
import { tempDir } from './temp-dir';

/** A genuine backup of a new, empty data folder, sealed with `passphrase`. */
export async function emptyBackup(passphrase: string): Promise<string> {
  const dataDir = tempDir();
  const store = openStore({ dataDir, secretStore: createKeyFileSecretStore(dataDir) });
  try {
    const file = path.join(tempDir(), 'backup.sqlite');
    await exportBackup(store, file, passphrase);
    return file;
  } finally {
    store.close();
  }
}

/**
 * The tampering probe: an application's two rows (its clear state and its sealed body) copied
 * from backup `older` into backup `newer`, as `sqlite3` does it with ATTACH and INSERT OR REPLACE.
 * Both rows are genuinely sealed; only which backup they belong to is a lie.
 */
export function copyApplicationRows(older: string, newer: string, id: string): void {
  const db = new Database(newer);
  try {
    // As the sqlite3 shell runs: no foreign keys, so the REPLACE's delete does not cascade to the
    // application's attempts, documents and receipts, which stay as the newer backup has them.
    db.pragma('foreign_keys = OFF');
    db.prepare('ATTACH DATABASE ? AS older').run(older);
    db.transaction(() => {
      const app = db.prepare('INSERT OR REPLACE INTO applications SELECT * FROM older.applications WHERE id = ?').run(id);
      const body = db
        .prepare('INSERT OR REPLACE INTO application_bodies SELECT * FROM older.application_bodies WHERE application_id = ?')
        .run(id);
      if (app.changes !== 1 || body.changes !== 1) throw new Error(`backup ${older} has no application ${id}`);
    })();
    db.exec('DETACH DATABASE older');
  } finally {
    db.close();
  }
}

/**
 * A backup as the release before manifests made it (schema 8): no manifest, no restore_hold
 * column, the data key wrapped under the passphrase store's own purpose. Only someone holding the
 * passphrase can make one from a newer backup; a test can, to show what the restore does with an
 * older release's backup whose rows and history disagree.
 */
export function asPreviousReleaseBackup(file: string, passphrase: string): void {
  const db = new Database(file);
  try {
    const salt = Buffer.from(
      JSON.parse(db.prepare("SELECT value_json FROM config WHERE key = 'backup.salt'").pluck().get() as string) as string,
      'hex',
    );
    const wrapped = db.prepare('SELECT wrapped_data_key FROM keyring WHERE id = 1').pluck().get() as Buffer;
    const dataKey = createPassphraseSecretStore(passphrase, salt, MANIFEST_KEY_PURPOSE).unprotect(wrapped);
    db.prepare('UPDATE keyring SET wrapped_data_key = ? WHERE id = 1').run(createPassphraseSecretStore(passphrase, salt).protect(dataKey));
    dataKey.fill(0);
    db.prepare("DELETE FROM config WHERE key = 'backup.manifest'").run();
    // Schema 8 had neither the restore hold (9) nor document readings (10).
    db.exec('DROP TABLE document_readings; ALTER TABLE applications DROP COLUMN restore_hold; PRAGMA user_version = 8');
  } finally {
    db.close();
  }
}
