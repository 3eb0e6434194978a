import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '$shared/ipc/contract';
import { MAX_REQUEST_ARRAY_ITEMS, MAX_REQUEST_MEMBERS, MAX_REQUEST_TEXT_CHARS } from '$shared/request-limits';
import { MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { MAX_STORES } from '$shared/wire/list-limits';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

let deep: unknown = 'x';
for (let i = 0; i < 5000; i++) deep = { a: deep };

/** Hostile requests: wrong types, huge strings, deep nesting, prototype keys. */
const HOSTILE: unknown[] = [
  null,
  42,
  'text',
  [],
  { id: 7 },
  { id: 'x'.repeat(1_000_000) },
  deep,
  JSON.parse('{"__proto__": {"polluted": true}, "id": "00000000-0000-4000-8000-000000000000"}'),
  { constructor: { prototype: { polluted: true } } },
];

describe('every IPC channel, through the real dispatcher, with hostile requests', () => {
  it('answers each with a typed result and never throws; nothing is polluted; the database stays intact', async () => {
    // No scanner backends: a listing runs this machine's scanner programs (seconds each), not what is tested here.
    const runtime = await startTestRuntime({ scanners: [] });
    const channels = Object.keys(IPC_CHANNELS).filter((c) => c !== 'storage:wipe');
    for (const channel of channels) {
      for (const request of HOSTILE) {
        const answer = await invoke(runtime, channel, request);
        expect(typeof answer.ok).toBe('boolean');
        if (!answer.ok) expect(typeof answer.error.code).toBe('string');
      }
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(runtime.core.database.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('refuses a draft nested thousands deep inside a valid request before zod walks it (it overflowed the stack: internal)', async () => {
    const runtime = await startTestRuntime();
    let nested: unknown = 'x';
    for (let i = 0; i < 3000; i++) nested = i % 2 ? { a: nested } : [nested];
    const draft = { application: { company: nested }, processingFees: [] };
    const created = await invoke(runtime, 'applications:create', { entityType: 'partnership', draft });
    expect(created.error).toMatchObject({ code: 'request_too_large' });
    const id = (await invoke(runtime, 'applications:create', { entityType: 'partnership' })).value.id as string;
    expect((await invoke(runtime, 'applications:saveDraft', { id, draft })).error).toMatchObject({ code: 'request_too_large' });
    // Deeper than a draft may nest (32) but within the request's limit (64): the contract refuses it.
    let forty: unknown = 'x';
    for (let i = 0; i < 40; i++) forty = { a: forty };
    const fortyDeep = { application: { company: forty }, processingFees: [] };
    expect((await invoke(runtime, 'applications:saveDraft', { id, draft: fortyDeep })).error).toMatchObject({ code: 'invalid_request' });
    // As deep as an application really is, it is kept.
    const company = { address: { lines: [{ text: 'Laugavegur 1' }] } };
    expect((await invoke(runtime, 'applications:saveDraft', { id, draft: { application: { company }, processingFees: [] } })).ok).toBe(
      true,
    );
  });

  it('refuses a sparse list of a hundred million slots by its length, before anything walks it', async () => {
    const runtime = await startTestRuntime();
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    const stores: unknown[] = [];
    stores[99_999_999] = { name: 'x' };
    const answer = await invoke(runtime, 'applications:saveDraft', { id, draft: { application: { stores }, processingFees: [] } });
    expect(answer.error).toMatchObject({ code: 'request_too_large' });
    expect(answer.error.message).toContain(`a list in it holds more than ${MAX_REQUEST_ARRAY_ITEMS} items`);
    expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
  });

  it('refuses a draft with one store too many as too_many_items, keeping what was saved', async () => {
    const runtime = await startTestRuntime();
    const created = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value;
    const stores = Array.from({ length: MAX_STORES + 1 }, (_, index) => ({ name: `Store ${index}` }));
    const answer = await invoke(runtime, 'applications:saveDraft', {
      id: created.id,
      draft: { application: { stores }, processingFees: [] },
    });
    expect(answer.error).toMatchObject({ code: 'too_many_items', params: { list: 'stores', max: MAX_STORES } });
    const after = (await invoke(runtime, 'applications:get', { id: created.id })).value;
    expect(after.revision).toBe(created.revision);
    expect(after.draft).toEqual(created.draft);
    const fresh = await invoke(runtime, 'applications:create', {
      entityType: 'soletrader',
      draft: { application: { stores }, processingFees: [] },
    });
    expect(fresh.error).toMatchObject({ code: 'too_many_items' });
  });

  it('refuses a legal name of fifteen million characters in a saved draft, and one longer than any field, keeping what was saved', async () => {
    const runtime = await startTestRuntime();
    const created = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value;
    const save = (legalName: string) =>
      invoke(runtime, 'applications:saveDraft', {
        id: created.id,
        draft: { application: { applicant: { legalName } }, processingFees: [] },
      });
    const huge = await save('L'.repeat(15_000_000));
    expect(huge.error).toMatchObject({ code: 'request_too_large' });
    expect(huge.error.message).toContain(`a text in it is longer than ${MAX_REQUEST_TEXT_CHARS} characters`);
    // Past every field but within what a request may carry: the draft refuses it, worded for the agent.
    expect((await save('L'.repeat(MAX_FIELD_CHARS + 1))).error).toMatchObject({ code: 'text_too_long', params: { max: MAX_FIELD_CHARS } });
    const after = (await invoke(runtime, 'applications:get', { id: created.id })).value;
    expect(after.revision).toBe(created.revision);
    // A name a little too long for its field is kept, with its problem, as anything the agent types.
    const kept = await save('L'.repeat(201));
    expect(kept.ok).toBe(true);
    expect(kept.value.problems).toContainEqual(expect.objectContaining({ path: ['applicant', 'legalName'], code: 'too_long' }));
  });

  it('refuses a request of more keys and items than any draft holds, however they are spread', async () => {
    const runtime = await startTestRuntime();
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    const keys = Object.fromEntries(Array.from({ length: MAX_REQUEST_MEMBERS }, (_, i) => [`k${i}`, 0]));
    const answer = await invoke(runtime, 'applications:saveDraft', { id, draft: { application: { x: keys }, processingFees: [] } });
    expect(answer.error).toMatchObject({ code: 'request_too_large' });
    expect(answer.error.message).toContain(`it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`);
    // Structured clone carries typed arrays too: ten million bytes are counted by their length, never listed key by key.
    const bytes = await invoke(runtime, 'applications:saveDraft', {
      id,
      draft: { application: { x: new Uint8Array(10_000_000) }, processingFees: [] },
    });
    expect(bytes.error).toMatchObject({ code: 'request_too_large' });
    expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
  });
});
