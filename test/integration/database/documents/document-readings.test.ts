import { describe, expect, it } from 'vitest';
import {
  insertDocument,
  createApplication,
  deleteApplication,
  documentReadingOf,
  documentReadingsOf,
  listDocuments,
  markDocumentUnread,
  purgeApplication,
  recordDocumentReading,
  removeDocument,
  type Database,
  unreadDocuments,
} from '$main/database';
import { purpose } from '$main/database/purposes';
import { submittedApplication } from '$test/helpers/submitted-application';
import { icelandicIdReading } from '$test/helpers/mrz-readings';
import { openTestDatabase } from '../helpers';

const READ = icelandicIdReading();

function withDocument(database: Database): { applicationId: string; attachmentId: string } {
  const applicationId = createApplication(database, { entityType: 'soletrader', body: {}, businessName: 'Kaffi', actor: 'agent' }).id;
  const bytes = Buffer.from('not really an image');
  const { id } = insertDocument(database, applicationId, { role: 'identification', fileName: 'id.png', mediaType: 'image/png', bytes });
  return { applicationId, attachmentId: id };
}

describe('document readings in the database', () => {
  it('says reading until the reader answers, then gives back the reading and what it filled', () => {
    const { database } = openTestDatabase();
    const { applicationId, attachmentId } = withDocument(database);
    markDocumentUnread(database, attachmentId);
    expect(documentReadingsOf(database, applicationId)).toEqual([
      { attachmentId, applicationId, role: 'identification', state: 'reading', reading: null, filled: [], readAt: null },
    ]);
    expect(unreadDocuments(database)).toEqual([{ attachmentId, applicationId, role: 'identification' }]);

    const filled = [{ path: ['applicant', 'dateOfBirth'], value: '1974-01-12' }];
    expect(recordDocumentReading(database, attachmentId, READ, filled)).toBe(true);
    expect(documentReadingOf(database, attachmentId)).toMatchObject({ state: 'read', reading: READ, filled });
    expect(unreadDocuments(database)).toEqual([]);
  });

  it('seals the reading: the zone’s text is not on disk in the clear, and opens only in its own row', () => {
    const { database } = openTestDatabase();
    const { attachmentId } = withDocument(database);
    markDocumentUnread(database, attachmentId);
    recordDocumentReading(database, attachmentId, READ, []);
    const row = database.db.prepare('SELECT reading FROM document_readings WHERE attachment_id = ?').get(attachmentId) as {
      reading: Buffer;
    };
    expect(row.reading.includes(Buffer.from('JONSDOTTIR'))).toBe(false);
    expect(row.reading.includes(Buffer.from('1201743389'))).toBe(false);
    expect(() => database.cipher.openJson(row.reading, purpose.documentReading('another-attachment'))).toThrow();
  });

  it('records a failed reader as failed, with nothing read', () => {
    const { database } = openTestDatabase();
    const { attachmentId } = withDocument(database);
    markDocumentUnread(database, attachmentId);
    recordDocumentReading(database, attachmentId, null, []);
    expect(documentReadingOf(database, attachmentId)).toMatchObject({ state: 'failed', reading: null });
  });

  it('keeps nothing of a document removed while it was read', () => {
    const { database } = openTestDatabase();
    const { attachmentId } = withDocument(database);
    markDocumentUnread(database, attachmentId);
    removeDocument(database, attachmentId);
    expect(recordDocumentReading(database, attachmentId, READ, [])).toBe(false);
    expect(database.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });

  it('goes with its document, with its application, and with a retention purge', () => {
    const { database } = openTestDatabase();
    const first = withDocument(database);
    markDocumentUnread(database, first.attachmentId);
    recordDocumentReading(database, first.attachmentId, READ, []);
    removeDocument(database, first.attachmentId);
    expect(documentReadingsOf(database, first.applicationId)).toEqual([]);

    const second = withDocument(database);
    markDocumentUnread(database, second.attachmentId);
    deleteApplication(database, second.applicationId, 'agent');
    expect(database.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });

    const { id } = submittedApplication(database, { documentBytes: 2048 });
    for (const attachment of listDocuments(database, id)) {
      markDocumentUnread(database, attachment.id);
      recordDocumentReading(
        database,
        attachment.id,
        attachment.role === 'identification' ? READ : { kind: 'letter', outcome: 'unreadable' },
        [],
      );
    }
    expect(documentReadingsOf(database, id)).toHaveLength(2);
    const now = database.now().toISOString();
    expect(purgeApplication(database, id, { kept: true }, { actor: 'system', retentionDays: 30, now })).toBeDefined();
    expect(documentReadingsOf(database, id)).toEqual([]);
    expect(database.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });
});
