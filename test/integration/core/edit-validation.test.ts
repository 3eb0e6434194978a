import { describe, expect, it } from 'vitest';
import { saveAndValidate } from '$main/core/applications/applications';
import { insertDocument, createApplication, removeDocument } from '$main/database';
import type { Problem } from '$shared/rules/problem';
import { TINY_PNG_BASE64 } from '../../fixtures/applications';
import { openTestDatabase } from '../database/helpers';

const CONFIRMATION_PATH = 'bankAccount.bankAccountConfirmationAttachment';
const atConfirmation = (problems: readonly Problem[]) => problems.filter((p) => p.path.join('.') === CONFIRMATION_PATH);

describe('saveAndValidate of the same draft after its files change', () => {
  it('validates the file references again when a file is removed or added, though the draft did not change', () => {
    const { database } = openTestDatabase();
    const created = createApplication(database, { entityType: 'privatelimitedcompany', body: {}, businessName: '', actor: 'agent' });
    const png = Buffer.from(TINY_PNG_BASE64, 'base64');
    const file = (fileName: string) =>
      insertDocument(database, created.id, { role: 'bankConfirmation', fileName, mediaType: 'image/png', bytes: png });
    const bank = file('bank-confirmation.png');
    const draft = { application: { bankAccount: { bankAccountConfirmationAttachment: { attachmentId: bank.id } } }, processingFees: [] };

    const first = saveAndValidate(
      { database: database, snapshot: undefined, actor: 'agent' },
      { id: created.id, draft: draft, expectedRevision: created.revision },
    );
    expect(atConfirmation(first.problems)).toEqual([]);

    removeDocument(database, bank.id);
    const withoutFile = saveAndValidate(
      { database: database, snapshot: undefined, actor: 'agent' },
      { id: created.id, draft: draft, expectedRevision: first.record.revision },
    );
    expect(atConfirmation(withoutFile.problems).map((p) => p.code)).toEqual(['required']);

    // Another file, not the one referred to: the key changes again and the reference is still missing.
    file('other.png');
    const withOther = saveAndValidate(
      { database: database, snapshot: undefined, actor: 'agent' },
      { id: created.id, draft: draft, expectedRevision: withoutFile.record.revision },
    );
    expect(atConfirmation(withOther.problems).map((p) => p.code)).toEqual(['required']);
  });
});
