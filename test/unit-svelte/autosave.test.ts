import { describe, expect, it, vi } from 'vitest';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { invoke } from '../helpers/test-runtime';
import { SAVE_DELAY_MS, openSession, pauseAndSave, storedView, useRealMain } from './real-main';

/** The autosave protocol (renderer/src/screens/editor/autosave.svelte.ts) of a session, against the real main. */

const NAME = ['company', 'name'];
const EMAIL = ['company', 'email'];
const world = useRealMain();

const saves = () => world.api.calls.get('applications:saveDraft') ?? 0;
type Company = { company: { name?: string } };
type BankAccount = { bankAccount: { bankName?: string } };

/** Another writer (settings sync, another window) saves a change to the stored draft first. */
async function saveElsewhere(id: string, expectedRevision: number, change: (application: Company & BankAccount) => void) {
  const elsewhere = structuredClone((await storedView(world, id)).draft);
  change(elsewhere.application as Company & BankAccount);
  const other = await invoke(world.runtime, 'applications:saveDraft', { id, draft: elsewhere, expectedRevision });
  expect(other.ok).toBe(true);
  return other;
}

const storedName = async (id: string) => ((await storedView(world, id)).draft.application as { company: { name?: string } }).company.name;

describe('the autosave against the real main', () => {
  it('autosaves after the pause, once for a burst of keys, and the database holds what was typed', async () => {
    const session = await openSession(world);
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
    const session = await openSession(world);
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
    const session = await openSession(world);
    const id = session.view.id;
    // Another writer (settings sync rebuilding fee rows, another window) saves the bank account first.
    await saveElsewhere(id, session.view.revision, (application) => (application.bankAccount.bankName = 'Landsbankinn'));

    session.set(NAME, 'Typed here ehf.');
    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    // The session's first save met the other revision; it laid the agent's company over main's copy and saved again.
    expect(saves()).toBe(2);
    const stored = (await storedView(world, id)).draft.application as { company: { name: string }; bankAccount: { bankName: string } };
    expect(stored.company.name).toBe('Typed here ehf.');
    expect(stored.bankAccount.bankName).toBe('Landsbankinn');
    expect(session.get(['bankAccount', 'bankName'])).toBe('Landsbankinn');
    expect(session.get(NAME)).toBe('Typed here ehf.');
  });

  it('a change made elsewhere to another field of the same part is kept, and so is what the agent typed', async () => {
    const session = await openSession(world);
    const id = session.view.id;
    await saveElsewhere(id, session.view.revision, (application) => (application.company.name = 'Saved elsewhere hf.'));

    session.set(EMAIL, 'typed@example.is');
    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    const stored = (await storedView(world, id)).draft.application as { company: { name: string; email: string } };
    expect(stored.company).toMatchObject({ name: 'Saved elsewhere hf.', email: 'typed@example.is' });
    expect(session.get(NAME)).toBe('Saved elsewhere hf.');
    expect(session.get(EMAIL)).toBe('typed@example.is');
  });

  it('a change made elsewhere to the same field is a conflict: the session takes main’s copy and says so', async () => {
    const session = await openSession(world);
    const id = session.view.id;
    session.set(NAME, 'First name ehf.');
    await pauseAndSave(session);
    const other = await saveElsewhere(id, session.view.revision, (application) => (application.company.name = 'Saved elsewhere hf.'));

    session.set(NAME, 'Typed here ehf.');
    await pauseAndSave(session);
    expect(session.saveState).toBe('conflict');
    expect((session.saveError as { code: string }).code).toBe('revision_conflict');
    // Main's copy is on screen and in the database: nothing of the other writer's was overwritten.
    expect(session.get(NAME)).toBe('Saved elsewhere hf.');
    expect(await storedName(id)).toBe('Saved elsewhere hf.');
    expect(session.view.revision).toBe(other.value.revision);

    // Typing on after the conflict saves normally over the revision it now holds.
    session.set(NAME, 'Typed again ehf.');
    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    expect(await storedName(id)).toBe('Typed again ehf.');
  });

  it('leaving the editor saves what is still waiting for the pause', async () => {
    const session = await openSession(world);
    session.set(NAME, 'Left quickly ehf.');
    session.dispose();
    // No time passes: dispose itself sends the save.
    await session.flush();
    expect(saves()).toBe(1);
    expect(await storedName(session.view.id)).toBe('Left quickly ehf.');
  });

  it('an unstored application is stored by its first edit, with that edit, and only then', async () => {
    const blank = await invoke(world.runtime, 'applications:blank', { entityType: 'soletrader' });
    const session = EditorSession.unstored('soletrader', blank.value.draft);
    let storedAs: string | undefined;
    session.onstored = (id) => (storedAs = id);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(world.api.calls.get('applications:create') ?? 0).toBe(0);
    session.set(['applicant', 'legalName'], 'Guðrún Jónsdóttir');
    await pauseAndSave(session);
    expect(storedAs).toBe(session.view.id);
    const stored = await storedView(world, storedAs!);
    expect((stored.draft.application as { applicant: { legalName: string } }).applicant.legalName).toBe('Guðrún Jónsdóttir');
  });
});
