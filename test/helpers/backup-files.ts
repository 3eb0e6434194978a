import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type DocumentRole, readDraftBody } from '$shared/draft/draft-body';
import { asArray, asRecord } from '$shared/rules/read';
import { type Database, insertDocument, getApplication, openDatabase, saveDraft } from '$main/database';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createPassphraseSecretStore } from '$main/crypto/passphrase-secret-store';
import { createStateMac } from '$main/crypto/state-mac';
import { MANIFEST_KEY_PURPOSE, exportBackup } from '$main/database/backup/backup';
import { tempDir } from './temp-dir';

/** A genuine backup of a new, empty data folder, sealed with `passphrase`. */
export async function emptyBackup(passphrase: string): Promise<string> {
  const dataDir = tempDir();
  const database = openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir) });
  try {
    const file = path.join(tempDir(), 'backup.sqlite');
    await exportBackup(database, file, passphrase);
    return file;
  } finally {
    database.close();
  }
}

/**
 * The tampering probe: an application's two rows (its clear state and its sealed body) copied
 * from backup `older` into backup `newer`, as `sqlite3` does it with ATTACH and INSERT OR REPLACE.
 * Both rows are genuinely sealed; only which backup they belong to is a lie.
 */
export function copyApplicationRows(older: string, newer: string, id: string): void {
  const db = new SQLite(newer);
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

/** A backup's data key, unwrapped with its passphrase, and the salt it was wrapped with. */
function backupKey(db: SQLite.Database, passphrase: string): { salt: Buffer; dataKey: Buffer } {
  const salt = Buffer.from(
    JSON.parse(db.prepare("SELECT value_json FROM config WHERE key = 'backup.salt'").pluck().get() as string) as string,
    'hex',
  );
  const wrapped = db.prepare('SELECT wrapped_data_key FROM keyring WHERE id = 1').pluck().get() as Buffer;
  return { salt, dataKey: createPassphraseSecretStore(passphrase, salt, MANIFEST_KEY_PURPOSE).unprotect(wrapped) };
}

/**
 * A backup as the release before manifests made it (schema 8): no manifest, no restore_hold
 * column, the data key wrapped under the passphrase store's own purpose. Only someone holding the
 * passphrase can make one from a newer backup; a test can, to show what the restore does with an
 * older release's backup whose rows and history disagree.
 */
export function asPreviousReleaseBackup(file: string, passphrase: string): void {
  const db = new SQLite(file);
  try {
    const { salt, dataKey } = backupKey(db, passphrase);
    db.prepare('UPDATE keyring SET wrapped_data_key = ? WHERE id = 1').run(createPassphraseSecretStore(passphrase, salt).protect(dataKey));
    dataKey.fill(0);
    db.prepare("DELETE FROM config WHERE key = 'backup.manifest'").run();
    // Schema 8 had neither the restore hold (9) nor document readings (10).
    asSchema10(db);
    db.exec('DROP TABLE document_readings; ALTER TABLE applications DROP COLUMN restore_hold; PRAGMA user_version = 8');
  } finally {
    db.close();
  }
}

/**
 * A database (a backup, or a data folder's) as schema 10 left it: its documents without the
 * thumbnail column, as a release before thumbnails were kept stored them.
 */
export function asSchema10(db: SQLite.Database): void {
  db.exec('ALTER TABLE attachments DROP COLUMN thumbnail; PRAGMA user_version = 10');
}

/**
 * A backup as the release before settings were authenticated made it: the same schema, its
 * manifest's applications MAC under the first label and no settings MAC. The format is written out
 * here as that release wrote it, so a change to how it is read shows.
 */
export function asFirstManifestBackup(file: string, passphrase: string): void {
  const db = new SQLite(file);
  try {
    const { dataKey } = backupKey(db, passphrase);
    const mac = createStateMac(dataKey);
    dataKey.fill(0);
    const { madeAt } = JSON.parse(db.prepare("SELECT value_json FROM config WHERE key = 'backup.manifest'").pluck().get() as string) as {
      madeAt: string;
    };
    const hash = createHash('sha256');
    const rows = db.prepare('SELECT id, state_mac FROM applications ORDER BY id').all() as { id: string; state_mac: Buffer }[];
    for (const row of rows) {
      for (const part of [Buffer.from(row.id, 'utf8'), row.state_mac]) hash.update(lengthPrefixed(part));
    }
    const manifestMac = mac.mac(Buffer.from('backup-manifest v1'), Buffer.from(madeAt), Buffer.from(String(rows.length)), hash.digest());
    mac.destroy();
    const manifest = { madeAt, applications: rows.length, mac: manifestMac.toString('hex') };
    db.prepare("UPDATE config SET value_json = ? WHERE key = 'backup.manifest'").run(JSON.stringify(manifest));
  } finally {
    db.close();
  }
}

function lengthPrefixed(part: Buffer): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(part.length);
  return Buffer.concat([prefix, part]);
}

/** A file as an install without the document gate would store it: its bytes as they came. */
export interface RawDocument {
  role: DocumentRole;
  bytes: Buffer;
  fileName?: string;
  /** What the row claims; the bytes decide what it is. */
  mediaType?: string;
}

/**
 * The probe's other install: documents written straight into the database with `insertDocument`,
 * never through the gate (no path of this app stores one so), and referenced from the draft where
 * the editor would put them: an identity document or bank letter in its slot, the rest in the
 * additional documents. The application must still be editable. Answers each document's id.
 */
export function addRawDocuments(database: Database, applicationId: string, documents: readonly RawDocument[]): string[] {
  const ids = documents.map(
    (document, index) =>
      insertDocument(database, applicationId, {
        role: document.role,
        fileName: document.fileName ?? `document-${index + 1}.png`,
        mediaType: document.mediaType ?? 'image/png',
        bytes: document.bytes,
      }).id,
  );
  const record = getApplication(database, applicationId)!;
  const draft = readDraftBody(record.body);
  const application = structuredClone(draft.application);
  documents.forEach((document, index) => {
    const ref = { attachmentId: ids[index]! };
    if (document.role === 'identification') application.applicant = { ...asRecord(application.applicant), identificationAttachment: ref };
    else if (document.role === 'bankConfirmation')
      application.bankAccount = { ...asRecord(application.bankAccount), bankAccountConfirmationAttachment: ref };
    else application.additionalAttachments = [...(asArray(application.additionalAttachments) ?? []), ref];
  });
  saveDraft(database, applicationId, {
    body: { ...draft, application },
    businessName: record.businessName,
    status: record.status === 'ready' ? 'ready' : 'draft',
    problems: [],
    settingsSnapshotId: record.settingsSnapshotId,
    actor: 'agent',
  });
  return ids;
}
