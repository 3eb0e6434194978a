import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationView } from '../../shared/ipc/views';
import { EditorSession } from '../../renderer/src/screens/editor/editor-session.svelte';
import { invoke, startTestRuntime } from '../helpers/test-runtime';
import { realWindowApi } from './real-window-api';

/**
 * The editor session (renderer/src/screens/editor/editor-session.svelte.ts), compiled by Svelte as
 * the app compiles it, against a real `window.api`: the runtime's dispatcher over a temporary data
 * folder in training mode. Only the clock is fake, so the autosave's 400 ms pause is stepped over;
 * every save is real SQLite, read back through the same API.
 */

const SAVE_DELAY_MS = 400;
const NAME = ['company', 'name'];
const EMAIL = ['company', 'email'];

let api: ReturnType<typeof realWindowApi>;
let runtime: Awaited<ReturnType<typeof startTestRuntime>>;

beforeEach(async () => {
  runtime = await startTestRuntime();
  // The runtime syncs the settings as it starts; drafts made before that are re-bound (and their
  // revision moved) when it lands. Wait for main's own record of it, so each test starts settled.
  await vi.waitFor(async () => expect((await invoke(runtime, 'status:get', {})).value.lastSyncAt).not.toBeNull(), { timeout: 10_000 });
  api = realWindowApi(runtime);
  vi.stubGlobal('window', { api });
  // Only timers: the runtime's own promises and SQLite run for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function storedView(id: string): Promise<ApplicationView> {
  const result = await invoke(runtime, 'applications:get', { id });
  expect(result.ok).toBe(true);
  return result.value as ApplicationView;
}

/** A stored private limited company, opened in a session as the editor opens it. */
async function openSession(): Promise<EditorSession> {
  const blank = await invoke(runtime, 'applications:blank', { entityType: 'privatelimitedcompany' });
  const created = await invoke(runtime, 'applications:create', { entityType: 'privatelimitedcompany', draft: blank.value.draft });
  expect(created.ok).toBe(true);
  return new EditorSession(await storedView(created.value.id));
}

/** Lets the autosave's pause pass, then waits for the save it started. */
async function pauseAndSave(session: EditorSession): Promise<void> {
  await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  await session.flush();
}

const saves = () => api.calls.get('applications:saveDraft') ?? 0;
const storedName = async (id: string) => ((await storedView(id)).draft.application as { company: { name?: string } }).company.name;

describe('the editor session against the real main', () => {
  it('autosaves after the pause, once for a burst of keys, and the store holds what was typed', async () => {
    const session = await openSession();
    const before = session.view.revision;
    for (const text of ['K', 'Ka', 'Kaf', 'Kaffi', 'Kaffi ehf.']) session.set(NAME, text);
    expect(session.saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(saves()).toBe(0);
    await pauseAndSave(session);
    expect(saves()).toBe(1);
    expect(session.saveState).toBe('saved');
    expect(session.view.revision).toBe(before + 1);
    expect(await storedName(session.view.id)).toBe('Kaffi ehf.');
    expect(session.view.businessName).toBe('Kaffi ehf.');
  });

  it('an edit made while a save is on its way is saved after it, not lost', async () => {
    const session = await openSession();
    session.set(NAME, 'Kaffi');
    const first = session.flush();
    // Typed while the first save is in flight: the session must send it afterwards.
    session.set(NAME, 'Kaffi Mælifell ehf.');
    expect(session.saveState).toBe('saving');
    await first;
    await session.flush();
    expect(saves()).toBe(2);
    expect(session.saveState).toBe('saved');
    expect(await storedName(session.view.id)).toBe('Kaffi Mælifell ehf.');
  });

  it('a change made elsewhere to another part is kept, and so is what the agent typed since', async () => {
    const session = await openSession();
    const id = session.view.id;
    // Another writer (settings sync rebuilding fee rows, another window) saves the bank account first.
    const elsewhere = structuredClone((await storedView(id)).draft);
    (elsewhere.application as { bankAccount: { bankName: string } }).bankAccount.bankName = 'Landsbankinn';
    const other = await invoke(runtime, 'applications:saveDraft', { id, draft: elsewhere, expectedRevision: session.view.revision });
    expect(other.ok).toBe(true);

    session.set(NAME, 'Typed here ehf.');
    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    // The session's first save met the other revision; it laid the agent's company over main's copy and saved again.
    expect(saves()).toBe(2);
    const stored = (await storedView(id)).draft.application as { company: { name: string }; bankAccount: { bankName: string } };
    expect(stored.company.name).toBe('Typed here ehf.');
    expect(stored.bankAccount.bankName).toBe('Landsbankinn');
    expect(session.get(['bankAccount', 'bankName'])).toBe('Landsbankinn');
    expect(session.get(NAME)).toBe('Typed here ehf.');
  });

  it('a change made elsewhere to the same part is a conflict: the session takes main’s copy and says so', async () => {
    const session = await openSession();
    const id = session.view.id;
    const elsewhere = structuredClone((await storedView(id)).draft);
    (elsewhere.application as { company: { name: string } }).company.name = 'Saved elsewhere hf.';
    const other = await invoke(runtime, 'applications:saveDraft', { id, draft: elsewhere, expectedRevision: session.view.revision });
    expect(other.ok).toBe(true);

    session.set(EMAIL, 'typed@example.is');
    await pauseAndSave(session);
    expect(session.saveState).toBe('conflict');
    expect((session.saveError as { code: string }).code).toBe('revision_conflict');
    // Main's copy is on screen and in the store: nothing of the other writer's was overwritten.
    expect(session.get(NAME)).toBe('Saved elsewhere hf.');
    expect(await storedName(id)).toBe('Saved elsewhere hf.');
    expect(session.view.revision).toBe(other.value.revision);

    // Typing on after the conflict saves normally over the revision it now holds.
    session.set(NAME, 'Typed again ehf.');
    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    expect(await storedName(id)).toBe('Typed again ehf.');
  });

  it('shows a problem once the rules have seen the keystroke, the same one main stores with the save', async () => {
    const session = await openSession();
    session.set(EMAIL, 'not an address');
    // The rules run after the keystroke's frame (no frames in Node: the next task).
    await vi.advanceTimersByTimeAsync(0);
    await session.checked();
    const shown = session.problemsAt(EMAIL).map((p) => p.code);
    expect(shown).not.toEqual([]);
    await pauseAndSave(session);
    const stored = (await storedView(session.view.id)).problems.filter((p) => p.path.join('.') === 'company.email').map((p) => p.code);
    expect(stored).toEqual(shown);

    session.set(EMAIL, 'kaffi@example.is');
    await vi.advanceTimersByTimeAsync(0);
    await session.checked();
    expect(session.problemsAt(EMAIL)).toEqual([]);
  });

  it('a problem is shown on a field the agent typed in, a missing value only once the field was left', async () => {
    const session = await openSession();
    await session.checked();
    // Required and empty: known to the rules, not shown before the agent has been there.
    expect(session.problemsAt(NAME).length).toBeGreaterThan(0);
    expect(session.visibleProblemsAt(NAME)).toEqual([]);
    session.touch(NAME);
    expect(session.visibleProblemsAt(NAME).map((p) => p.code)).toEqual(session.problemsAt(NAME).map((p) => p.code));
  });

  it('leaving the editor saves what is still waiting for the pause', async () => {
    const session = await openSession();
    session.set(NAME, 'Left quickly ehf.');
    session.dispose();
    // No time passes: dispose itself sends the save.
    await session.flush();
    expect(saves()).toBe(1);
    expect(await storedName(session.view.id)).toBe('Left quickly ehf.');
  });

  it('an unstored application is stored by its first edit, with that edit, and only then', async () => {
    const blank = await invoke(runtime, 'applications:blank', { entityType: 'soletrader' });
    const session = EditorSession.unstored('soletrader', blank.value.draft);
    let storedAs: string | undefined;
    session.onstored = (id) => (storedAs = id);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(api.calls.get('applications:create') ?? 0).toBe(0);
    session.set(['applicant', 'legalName'], 'Guðrún Jónsdóttir');
    await pauseAndSave(session);
    expect(storedAs).toBe(session.view.id);
    const stored = await storedView(storedAs!);
    expect((stored.draft.application as { applicant: { legalName: string } }).applicant.legalName).toBe('Guðrún Jónsdóttir');
  });
});
