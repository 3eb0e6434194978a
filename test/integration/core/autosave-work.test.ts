import { describe, expect, it } from 'vitest';
import { saveAndValidate } from '$main/core/applications/applications';
import { insertDocument, createApplication } from '$main/database';
import type { DraftBody } from '$shared/draft';
import { TINY_PNG_BASE64, completeApplication } from '../../fixtures/applications';
import { readsOf, storeWorkOf } from '../../helpers/save-work';
import { openTestDatabase } from '../database/helpers';

/** A complete company whose bank letter is a stored file, as the editor autosaves it. */
function companyDraft(bankLetterId: string): DraftBody {
  const application = completeApplication('privatelimitedcompany') as unknown as Record<string, any>;
  application.bankAccount.bankAccountConfirmationAttachment = { attachmentId: bankLetterId };
  return { application, processingFees: [] };
}

describe('what one autosave does to the database', () => {
  it('reads its application once (row, body, files and index digest together) and opens nothing sealed', () => {
    const { database } = openTestDatabase();
    const created = createApplication(database, { entityType: 'privatelimitedcompany', body: {}, businessName: '', actor: 'agent' });
    const letter = insertDocument(database, created.id, {
      role: 'bankConfirmation',
      fileName: 'bank-letter.png',
      mediaType: 'image/png',
      bytes: Buffer.from(TINY_PNG_BASE64, 'base64'),
    });
    const draft = companyDraft(letter.id);
    const context = { database, snapshot: undefined, actor: 'agent' as const };
    let revision = saveAndValidate(context, { id: created.id, draft, expectedRevision: created.revision }).record.revision;

    // A keystroke in the company's phone: nothing searched for changes, nor the status.
    (draft.application.company as { phone: string }).phone = '+354/5551235';
    const { result, work } = storeWorkOf(database, () => saveAndValidate(context, { id: created.id, draft, expectedRevision: revision }));
    revision = result.record.revision;

    expect(readsOf(work, 'applications')).toHaveLength(1);
    expect(work.statements.filter((sql) => sql.startsWith('SELECT'))).toEqual(readsOf(work, 'applications'));
    expect(work.statements).toHaveLength(5);
    expect(work.statements[0]).toBe('BEGIN IMMEDIATE');
    expect(work.statements[4]).toBe('COMMIT');
    expect(work.opened).toBe(0);
    expect(result.record.revision).toBe(created.revision + 2);
  });
});
