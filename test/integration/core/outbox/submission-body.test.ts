import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeSubmissionBody } from '$main/core/outbox/submission-body';
import { insertDocument, createApplication } from '$main/database';
import { openTestDatabase } from '../../database/helpers';

describe('encodeSubmissionBody', () => {
  it('is the application with every file inline as base64, in pieces that are never a whole file', () => {
    const { database } = openTestDatabase();
    const { id } = createApplication(database, { entityType: 'publiclimitedcompany', body: {}, businessName: '', actor: 'agent' });
    const big = randomBytes(300_001);
    const small = randomBytes(10);
    const bank = insertDocument(database, id, {
      role: 'bankConfirmation',
      fileName: 'bank-confirmation.jpg',
      mediaType: 'image/jpeg',
      bytes: big,
    });
    const extra = insertDocument(database, id, { role: 'additional', fileName: 'additional-1.png', mediaType: 'image/png', bytes: small });
    const application = {
      company: { name: 'Kaffi "Þór" ehf.', note: 'fieldboard-file-0 is only text here' },
      bankAccount: { iban: 'IS14', bankAccountConfirmationAttachment: { attachmentId: bank.id } },
      additionalAttachments: [{ attachmentId: extra.id }, { attachmentId: 'gone' }],
    };

    const body = encodeSubmissionBody(database, { application, processingFees: [] });

    expect(JSON.parse(Buffer.concat(body.chunks).toString('utf8'))).toEqual({
      company: application.company,
      bankAccount: { iban: 'IS14', bankAccountConfirmationAttachment: { File: big.toString('base64'), Filename: 'bank-confirmation.jpg' } },
      // A reference to a file that is not stored is left out, as validation reported it.
      additionalAttachments: [{ File: small.toString('base64'), Filename: 'additional-1.png' }],
    });
    expect(body.length).toBe(Buffer.concat(body.chunks).length);
    expect(Math.max(...body.chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024);
  });
});
