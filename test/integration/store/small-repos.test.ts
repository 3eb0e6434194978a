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
  type Store,
} from '../../../main/store';
import { openTestStore } from './helpers';
import { applicationIn } from '../../helpers/application-in-state';

const draft = (store: Store, name?: string) => applicationIn(store, 'draft', name === undefined ? {} : { name });

describe('receipts', () => {
  it('marks every receipt after the first as a reprint', () => {
    const { store } = openTestStore();
    const id = draft(store);
    const other = draft(store, 'Other');
    const first = recordReceipt(store, { applicationId: id, layout: 'a4', language: 'is', kind: 'print', destination: 'Office printer' });
    const second = recordReceipt(store, { applicationId: id, layout: 'roll80', language: 'en', kind: 'pdf', destination: '/tmp/r.pdf' });
    const otherFirst = recordReceipt(store, { applicationId: other, layout: 'a4', language: 'en', kind: 'html', destination: null });
    expect(first.reprint).toBe(false);
    expect(second.reprint).toBe(true);
    expect(otherFirst.reprint).toBe(false);
    expect(listReceipts(store, id)).toEqual([first, second]);
    expect(listReceipts(store, id)[0]).toMatchObject({
      layout: 'a4',
      language: 'is',
      kind: 'print',
      destination: 'Office printer',
      printedAt: expect.any(String),
    });
  });

  it('refuses an unknown application or layout', () => {
    const { store } = openTestStore();
    const id = draft(store);
    expect(() => recordReceipt(store, { applicationId: 'nope', layout: 'a4', language: 'is', kind: 'print', destination: null })).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
    expect(() =>
      recordReceipt(store, { applicationId: id, layout: 'a5' as never, language: 'is', kind: 'print', destination: null }),
    ).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(listReceipts(store, id)).toEqual([]);
  });
});

describe('audit log', () => {
  it('lists one application’s trail, or every application’s, oldest first', () => {
    const { store } = openTestStore();
    const a = draft(store, 'A');
    const b = draft(store, 'B');
    transition(store, a, { from: ['draft'], to: 'ready', actor: 'cli', reason: testReason('checked') });
    expect(listAudit(store, a).map((r) => [r.action, r.fromStatus, r.toStatus, r.actor, r.reason])).toEqual([
      ['create', null, 'draft', 'agent', 'created'],
      ['transition', 'draft', 'ready', 'cli', 'legacy {"text":"checked"}'],
    ]);
    expect(listAudit(store).map((r) => r.applicationId)).toEqual([a, b, a]);
    const times = listAudit(store).map((r) => r.at);
    expect([...times].sort()).toEqual(times);
  });
});

describe('API key', () => {
  it('is kept wrapped by the secret store, read back, replaced and forgotten', () => {
    const { store } = openTestStore();
    expect(getApiKey(store)).toBeUndefined();
    setApiKey(store, 'live-key-0001');
    expect(getApiKey(store)).toBe('live-key-0001');
    const row = store.db.prepare('SELECT wrapped_value FROM secrets').get() as { wrapped_value: Buffer };
    expect(row.wrapped_value.includes(Buffer.from('live-key-0001'))).toBe(false);
    expect(store.secretStore.unprotect(row.wrapped_value).toString()).toBe('live-key-0001');
    setApiKey(store, 'live-key-0002');
    expect(getApiKey(store)).toBe('live-key-0002');
    setApiKey(store, null);
    expect(getApiKey(store)).toBeUndefined();
    expect(() => setApiKey(store, ' ')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
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
    const { store } = openTestStore();
    expect(getConfig(store, 'service.baseUrl')).toBeUndefined();
    setConfig(store, 'service.baseUrl', 'https://acquirer.example/api');
    setConfig(store, 'ui', { language: 'is', training: true, agent: 'Jón' });
    expect(getConfig<string>(store, 'service.baseUrl')).toBe('https://acquirer.example/api');
    expect(getConfig(store, 'ui')).toEqual({ language: 'is', training: true, agent: 'Jón' });
    setConfig(store, 'service.baseUrl', 'http://127.0.0.1:4010');
    expect(getConfig(store, 'service.baseUrl')).toBe('http://127.0.0.1:4010');
    setConfig(store, 'service.baseUrl', undefined);
    expect(getConfig(store, 'service.baseUrl')).toBeUndefined();
  });

  it('refuses names that look like secrets, which belong in setApiKey', () => {
    const { store } = openTestStore();
    for (const key of ['apiKey', 'service.api_key', 'password', 'authToken']) {
      expect(() => setConfig(store, key, 'x')).toThrow(/looks like a secret/);
      expect(getConfig(store, key)).toBeUndefined();
    }
  });
});
