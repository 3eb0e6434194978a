import { testReason } from '../../helpers/test-reason';
import { describe, expect, it } from 'vitest';
import {
  apiKeyFingerprint,
  getApiKey,
  getConfig,
  listAudit,
  listReceipts,
  recordReceipt,
  setApiKey,
  setConfig,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

const draft = (database: Database, name?: string) => applicationIn(database, 'draft', name === undefined ? {} : { name });

describe('receipts', () => {
  it('marks every receipt after the first as a reprint', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    const other = draft(database, 'Other');
    const first = recordReceipt(database, {
      applicationId: id,
      layout: 'a4',
      language: 'is',
      kind: 'print',
      destination: 'Office printer',
    });
    const second = recordReceipt(database, { applicationId: id, layout: 'roll80', language: 'en', kind: 'pdf', destination: '/tmp/r.pdf' });
    const otherFirst = recordReceipt(database, { applicationId: other, layout: 'a4', language: 'en', kind: 'html', destination: null });
    expect(first.reprint).toBe(false);
    expect(second.reprint).toBe(true);
    expect(otherFirst.reprint).toBe(false);
    expect(listReceipts(database, id)).toEqual([first, second]);
    expect(listReceipts(database, id)[0]).toMatchObject({
      layout: 'a4',
      language: 'is',
      kind: 'print',
      destination: 'Office printer',
      printedAt: expect.any(String),
    });
  });

  it('refuses an unknown application or layout', () => {
    const { database } = openTestDatabase();
    const id = draft(database);
    expect(() =>
      recordReceipt(database, { applicationId: 'nope', layout: 'a4', language: 'is', kind: 'print', destination: null }),
    ).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() =>
      recordReceipt(database, { applicationId: id, layout: 'a5' as never, language: 'is', kind: 'print', destination: null }),
    ).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(listReceipts(database, id)).toEqual([]);
  });
});

describe('audit log', () => {
  it('lists one application’s trail, or every application’s, oldest first', () => {
    const { database } = openTestDatabase();
    const a = draft(database, 'A');
    const b = draft(database, 'B');
    transition(database, a, { from: ['draft'], to: 'ready', actor: 'cli', reason: testReason('checked') });
    expect(listAudit(database, a).map((r) => [r.action, r.fromStatus, r.toStatus, r.actor, r.reason])).toEqual([
      ['create', null, 'draft', 'agent', 'created'],
      ['transition', 'draft', 'ready', 'cli', 'legacy {"text":"checked"}'],
    ]);
    expect(listAudit(database).map((r) => r.applicationId)).toEqual([a, b, a]);
    const times = listAudit(database).map((r) => r.at);
    expect([...times].sort()).toEqual(times);
  });
});

describe('API key', () => {
  it('is kept wrapped by the secret store, read back, replaced and forgotten', () => {
    const { database } = openTestDatabase();
    expect(getApiKey(database)).toBeUndefined();
    setApiKey(database, 'live-key-0001');
    expect(getApiKey(database)).toBe('live-key-0001');
    const row = database.db.prepare('SELECT wrapped_value FROM secrets').get() as { wrapped_value: Buffer };
    expect(row.wrapped_value.includes(Buffer.from('live-key-0001'))).toBe(false);
    expect(database.secretStore.unprotect(row.wrapped_value).toString()).toBe('live-key-0001');
    setApiKey(database, 'live-key-0002');
    expect(getApiKey(database)).toBe('live-key-0002');
    setApiKey(database, null);
    expect(getApiKey(database)).toBeUndefined();
    expect(() => setApiKey(database, ' ')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('has a 16-hex-digit fingerprint that differs per key', () => {
    expect(apiKeyFingerprint('training')).toMatch(/^[0-9a-f]{16}$/);
    // sha-256("abc") begins ba7816bf8f01cfea.
    expect(apiKeyFingerprint('abc')).toBe('ba7816bf8f01cfea');
    expect(apiKeyFingerprint('training')).not.toBe(apiKeyFingerprint('training2'));
  });
});

describe('config', () => {
  it('stores plain JSON preferences, replaces and removes them', () => {
    const { database } = openTestDatabase();
    expect(getConfig(database, 'service.baseUrl')).toBeUndefined();
    setConfig(database, 'service.baseUrl', 'https://acquirer.example/api');
    setConfig(database, 'ui', { language: 'is', training: true, agent: 'Jón' });
    expect(getConfig<string>(database, 'service.baseUrl')).toBe('https://acquirer.example/api');
    expect(getConfig(database, 'ui')).toEqual({ language: 'is', training: true, agent: 'Jón' });
    setConfig(database, 'service.baseUrl', 'http://127.0.0.1:4010');
    expect(getConfig(database, 'service.baseUrl')).toBe('http://127.0.0.1:4010');
    setConfig(database, 'service.baseUrl', undefined);
    expect(getConfig(database, 'service.baseUrl')).toBeUndefined();
  });

  it('refuses names that look like secrets, which belong in setApiKey', () => {
    const { database } = openTestDatabase();
    for (const key of ['apiKey', 'service.api_key', 'password', 'authToken']) {
      expect(() => setConfig(database, key, 'x')).toThrow(/looks like a secret/);
      expect(getConfig(database, key)).toBeUndefined();
    }
  });
});
