import { describe, expect, it } from 'vitest';
import {
  addAttachment,
  createApplication,
  deleteApplication,
  documentReadingOf,
  documentReadingsOf,
  listAttachments,
  markDocumentUnread,
  purgeApplication,
  recordDocumentReading,
  removeAttachment,
  type Store,
  unreadDocuments,
} from '../../../main/store';
import { purpose } from '../../../main/store/purposes';
import { submittedApplication } from '../../helpers/submitted-application';
import { icelandicIdReading } from '../../helpers/mrz-readings';
import { openTestStore } from './helpers';

const READ = icelandicIdReading();

function withDocument(store: Store): { applicationId: string; attachmentId: string } {
  const applicationId = createApplication(store, { entityType: 'soletrader', body: {}, businessName: 'Kaffi', actor: 'agent' }).id;
  const bytes = Buffer.from('not really an image');
  const { id } = addAttachment(store, applicationId, { role: 'identification', fileName: 'id.png', mediaType: 'image/png', bytes });
  return { applicationId, attachmentId: id };
}

describe('document readings in the store', () => {
  it('says reading until the reader answers, then gives back the reading and what it filled', () => {
    const { store } = openTestStore();
    const { applicationId, attachmentId } = withDocument(store);
    markDocumentUnread(store, attachmentId);
    expect(documentReadingsOf(store, applicationId)).toEqual([
      { attachmentId, applicationId, role: 'identification', state: 'reading', reading: null, filled: [], readAt: null },
    ]);
    expect(unreadDocuments(store)).toEqual([{ attachmentId, applicationId, role: 'identification' }]);

    const filled = [{ path: ['applicant', 'dateOfBirth'], value: '1974-01-12' }];
    expect(recordDocumentReading(store, attachmentId, READ, filled)).toBe(true);
    expect(documentReadingOf(store, attachmentId)).toMatchObject({ state: 'read', reading: READ, filled });
    expect(unreadDocuments(store)).toEqual([]);
  });

  it('seals the reading: the zone’s text is not on disk in the clear, and opens only in its own row', () => {
    const { store } = openTestStore();
    const { attachmentId } = withDocument(store);
    markDocumentUnread(store, attachmentId);
    recordDocumentReading(store, attachmentId, READ, []);
    const row = store.db.prepare('SELECT reading FROM document_readings WHERE attachment_id = ?').get(attachmentId) as { reading: Buffer };
    expect(row.reading.includes(Buffer.from('JONSDOTTIR'))).toBe(false);
    expect(row.reading.includes(Buffer.from('1201743389'))).toBe(false);
    expect(() => store.cipher.openJson(row.reading, purpose.documentReading('another-attachment'))).toThrow();
  });

  it('records a failed reader as failed, with nothing read', () => {
    const { store } = openTestStore();
    const { attachmentId } = withDocument(store);
    markDocumentUnread(store, attachmentId);
    recordDocumentReading(store, attachmentId, null, []);
    expect(documentReadingOf(store, attachmentId)).toMatchObject({ state: 'failed', reading: null });
  });

  it('keeps nothing of a document removed while it was read', () => {
    const { store } = openTestStore();
    const { attachmentId } = withDocument(store);
    markDocumentUnread(store, attachmentId);
    removeAttachment(store, attachmentId);
    expect(recordDocumentReading(store, attachmentId, READ, [])).toBe(false);
    expect(store.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });

  it('goes with its document, with its application, and with a retention purge', () => {
    const { store } = openTestStore();
    const first = withDocument(store);
    markDocumentUnread(store, first.attachmentId);
    recordDocumentReading(store, first.attachmentId, READ, []);
    removeAttachment(store, first.attachmentId);
    expect(documentReadingsOf(store, first.applicationId)).toEqual([]);

    const second = withDocument(store);
    markDocumentUnread(store, second.attachmentId);
    deleteApplication(store, second.applicationId, 'agent');
    expect(store.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });

    const { id } = submittedApplication(store, { documentBytes: 2048 });
    for (const attachment of listAttachments(store, id)) {
      markDocumentUnread(store, attachment.id);
      recordDocumentReading(
        store,
        attachment.id,
        attachment.role === 'identification' ? READ : { kind: 'letter', outcome: 'unreadable' },
        [],
      );
    }
    expect(documentReadingsOf(store, id)).toHaveLength(2);
    const now = store.now().toISOString();
    expect(purgeApplication(store, id, { kept: true }, { actor: 'system', retentionDays: 30, now })).toBeDefined();
    expect(documentReadingsOf(store, id)).toEqual([]);
    expect(store.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });
});
