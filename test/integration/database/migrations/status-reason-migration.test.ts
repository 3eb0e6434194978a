import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StatusReasonSchema } from '$shared/messages/status-reasons';
import { migrate } from '$main/sqlite/migrate';
import { readUserVersion } from '$main/database';
import { MIGRATIONS } from '$main/database/migrations';
import { reasonFromLegacyText } from '$main/database/migrations/007-status-reason-codes';
import { tempDir } from '$test/helpers/temp-dir';

/** Every sentence a build before migration 007 stored as a status reason, with the code it stands for. */
const WRITTEN_BEFORE = [
  ['queued for submission', { code: 'queued', params: {} }],
  ['taken back from the queue', { code: 'taken_back', params: {} }],
  ['send now', { code: 'send_now', params: {} }],
  ['validated against new settings', { code: 'revalidated', params: {} }],
  ['sending to /privatelimitedcompany', { code: 'sending', params: {} }],
  ['created merchant 100042', { code: 'created', params: { merchantId: 100042 } }],
  ['the service refused it (422)', { code: 'refused', params: { httpStatus: 422 } }],
  ['not sent (dns); will retry', { code: 'not_sent', params: { why: 'dns' } }],
  ['the service did not process it (429 throttled); will retry', { code: 'not_processed', params: { httpStatus: 429, why: 'throttled' } }],
  [
    'the request may have reached the service (server_error); check with the acquirer before sending again',
    { code: 'may_have_arrived', params: { why: 'server_error' } },
  ],
  ['interrupted while sending; the service may have created the merchant', { code: 'interrupted', params: {} }],
  ['the settings changed: fees (fee_missing)', { code: 'settings_changed', params: { count: 1 } }],
  [
    'the application is not complete: stores[0].name (required), iban (iban_invalid), ssn (required) and 4 more',
    { code: 'incomplete', params: { count: 7 } },
  ],
  ['outcome confirmed with the acquirer: merchant 7', { code: 'confirmed', params: { merchantId: 7 } }],
  ['resent by decision after checking with the acquirer that no merchant was created', { code: 'resent', params: {} }],
  // Not something a build wrote, or a summary cut at 200 characters: kept as text, never guessed.
  ['fixed by support on the phone', { code: 'legacy', params: { text: 'fixed by support on the phone' } }],
  ['not sent (carrier_pigeon); will retry', { code: 'legacy', params: { text: 'not sent (carrier_pigeon); will retry' } }],
  [
    'the settings changed: fees (fee_missing), stores[0].na',
    { code: 'legacy', params: { text: 'the settings changed: fees (fee_missing), stores[0].na' } },
  ],
] as const;

describe('migration 007: status reasons become codes', () => {
  it.each(WRITTEN_BEFORE)('reads "%s" as its code', (text, reason) => {
    expect(reasonFromLegacyText(text)).toEqual(reason);
    expect(StatusReasonSchema.safeParse(reasonFromLegacyText(text)).success).toBe(true);
  });

  it('adds the code columns to a schema-6 file, fills them for every row, and keeps the old text', () => {
    const db = new Database(join(tempDir('fieldboard-schema6-'), 'fieldboard.sqlite'));
    try {
      migrate(db, MIGRATIONS.slice(0, 6));
      const insert = db.prepare(
        `INSERT INTO applications (id, entity_type, status, business_name, business_name_folded, status_reason, revision, created_at, updated_at)
         VALUES (?, 'other', 'queued', 'X', 'x', ?, 1, 't', 't')`,
      );
      const ids = WRITTEN_BEFORE.map((_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
      WRITTEN_BEFORE.forEach(([text], index) => insert.run(ids[index], text));
      insert.run('00000000-0000-4000-8000-0000000000ff', null);

      expect(migrate(db, MIGRATIONS.slice(0, 7))).toEqual([7]);
      expect(readUserVersion(db)).toBe(7);
      const rows = db.prepare('SELECT id, status_reason, status_reason_code, status_reason_params FROM applications ORDER BY id').all() as {
        id: string;
        status_reason: string | null;
        status_reason_code: string | null;
        status_reason_params: string | null;
      }[];
      WRITTEN_BEFORE.forEach(([text, reason], index) => {
        const row = rows.find((candidate) => candidate.id === ids[index])!;
        expect(row.status_reason).toBe(text);
        expect({ code: row.status_reason_code, params: JSON.parse(row.status_reason_params!) as unknown }).toEqual(reason);
      });
      expect(rows.at(-1)).toMatchObject({ status_reason: null, status_reason_code: null, status_reason_params: null });
    } finally {
      db.close();
    }
  });
});
