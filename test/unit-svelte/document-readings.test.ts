import { describe, expect, it, vi } from 'vitest';
import type { MrzRead } from '$shared/documents/document-reading';
import { readingLine } from '$renderer/lib/draft/document-values';
import { insertDocument } from '$renderer/screens/editor/document-actions';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { TINY_PNG_BASE64, completeApplication } from '../fixtures/applications';
import { icelandicIdReading } from '../helpers/mrz-readings';
import { invoke } from '../helpers/test-runtime';
import { pauseAndSave, storedView, useRealMain } from './real-main';

/**
 * What an open application shows of its identity document's reading (the session's part of
 * renderer/src/lib/draft/document-values.ts), against the real main: the document stored through
 * `attachments:add` and read by main's own background reading, whose reader answers what the test gives.
 */

const FIRST = ['applicant', 'firstName'];
const LAST = ['applicant', 'lastName'];
const BIRTH = ['applicant', 'dateOfBirth'];
const PHONE = ['applicant', 'phone'];
const SSN = ['applicant', 'ssn'];
/** Readings waiting for the test's answer, in the order the app asked for them. */
const asked: ((reading: MrzRead) => void)[] = [];
let onAsk: () => void = () => undefined;
const world = useRealMain({
  readers: {
    identification: () =>
      new Promise<MrzRead>((resolve) => {
        asked.push(resolve);
        onAsk();
      }),
    bankConfirmation: () => Promise.reject(new Error('no letter in these tests')),
  },
});

/** A sole trader with nobody's name yet, open as the editor opens it. */
async function openSoleTrader(applicant: Record<string, unknown> = {}): Promise<EditorSession> {
  const created = await invoke(world.runtime, 'applications:create', {
    entityType: 'soletrader',
    draft: { application: { applicant }, processingFees: [] },
  });
  expect(created.ok).toBe(true);
  return new EditorSession(await storedView(world, created.value.id));
}

/**
 * Answers the app's own background reading of the stored document with `reading`, waits for it
 * to be stored, and follows the event the app then sends, as Editor.svelte does.
 */
async function readStored(session: EditorSession, reading: MrzRead): Promise<void> {
  if (asked.length === 0) await new Promise<void>((resolve) => (onAsk = resolve));
  asked.shift()!(reading);
  await world.runtime.core.documentReadings.settled();
  await session.followChangeElsewhere();
}

const line = (session: EditorSession, attachmentId: string) =>
  readingLine(session.readingOf(attachmentId)!, session.view.documents, session.notices, (path) => session.get(path));

describe("an identity document's reading in the open application", () => {
  it('says the document is being read, then marks what it filled until the agent changes it', async () => {
    const session = await openSoleTrader();
    const added = await insertDocument(session, 'identification', 'passport.png', TINY_PNG_BASE64);
    expect(session.readingOf(added.id)?.state).toBe('reading');
    expect(line(session, added.id)).toEqual({ key: 'reading.reading', tone: 'busy' });

    // A British passport: its names are spelt back with certainty, so they are filled.
    await readStored(
      session,
      icelandicIdReading({ issuingState: 'GBR', nationality: 'GBR', surname: 'SMITH', givenNames: 'JOHN', optionalData: '' }),
    );
    expect(session.readingOf(added.id)?.state).toBe('read');
    expect(session.get(LAST)).toBe('Smith');
    expect(session.get(BIRTH)).toBe('1974-01-12');
    for (const path of [FIRST, LAST, BIRTH]) expect(session.fromDocument(path), path.join('.')).toBe(true);
    expect(line(session, added.id)).toEqual({ key: 'reading.filled', params: { count: 3 }, tone: 'done' });

    // The agent's own spelling: the mark goes with the keystroke, before any save.
    session.set(LAST, 'Smyth');
    expect(session.fromDocument(LAST)).toBe(false);
    expect(session.fromDocument(FIRST)).toBe(true);
    expect(line(session, added.id)).toEqual({ key: 'reading.filled', params: { count: 2 }, tone: 'done' });
    await pauseAndSave(session);
    expect((await storedView(world, session.view.id)).documents.filled.map((fill) => fill.path.join('.')).sort()).toEqual([
      'applicant.dateOfBirth',
      'applicant.firstName',
    ]);
  });

  it('a reading lands while the agent types: it shows at once, and what was typed stays', async () => {
    const session = await openSoleTrader({ firstName: 'Guðrún', middleName: 'Anna', lastName: 'Jónsdóttir', dateOfBirth: '1974-01-21' });
    const added = await insertDocument(session, 'identification', 'id-card.png', TINY_PNG_BASE64);
    session.set(PHONE, '+354/5551234');
    expect(session.saveState).toBe('pending');

    // The card fills the kennitala nobody typed and disagrees with the date of birth that was.
    await readStored(session, icelandicIdReading());
    expect(session.get(PHONE)).toBe('+354/5551234');
    expect(session.readingOf(added.id)?.state).toBe('read');
    expect(session.noticesAt(BIRTH).map((notice) => notice.code)).toEqual(['document_birth_date_differs']);
    expect(session.noticesAt(BIRTH)[0]!.params.date).toBe('1974-01-12');

    await pauseAndSave(session);
    expect(session.saveState).toBe('saved');
    const stored = (await storedView(world, session.view.id)).draft.application as { applicant: Record<string, unknown> };
    expect(stored.applicant).toMatchObject({ phone: '+354/5551234', dateOfBirth: '1974-01-21', ssn: '120174-3389' });
    expect(session.get(SSN)).toBe('120174-3389');
    expect(session.fromDocument(SSN)).toBe(true);
  });

  it('offers a name as the page spells it; taking it is an edit, saved, and the offer goes', async () => {
    const session = await openSoleTrader();
    const added = await insertDocument(session, 'identification', 'id-card.png', TINY_PNG_BASE64);
    await readStored(session, icelandicIdReading({ printedName: { surname: 'JÓNSDÓTTIR', givenNames: 'GUÐRÚN ANNA' } }));
    const offer = session.offerAt(FIRST);
    expect(offer).toMatchObject({ attachmentId: added.id, value: 'Guðrún', why: 'spelling_uncertain' });
    expect(session.get(FIRST)).toBeUndefined();
    expect(line(session, added.id).tone).toBe('check');

    session.set(FIRST, offer!.value);
    expect(session.offerAt(FIRST)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    await pauseAndSave(session);
    const stored = await storedView(world, session.view.id);
    expect((stored.draft.application as { applicant: { firstName: string } }).applicant.firstName).toBe('Guðrún');
    expect(stored.documents.offered.map((o) => o.path.join('.'))).not.toContain('applicant.firstName');
  });

  it('a date of birth or kennitala the document disagrees with is offered in one click, as a name is', async () => {
    const session = await openSoleTrader({ dateOfBirth: '1974-01-21', ssn: '010130-3019' });
    await insertDocument(session, 'identification', 'id-card.png', TINY_PNG_BASE64);
    await readStored(session, icelandicIdReading());
    expect(session.correctionAt(BIRTH)).toBe('1974-01-12');
    expect(session.correctionAt(SSN)).toBe('120174-3389');
    expect(session.correctionAt(PHONE)).toBeUndefined();

    // Taking it is the agent's edit: the disagreement ends with the keystroke's save.
    session.set(BIRTH, session.correctionAt(BIRTH));
    session.set(SSN, session.correctionAt(SSN));
    await pauseAndSave(session);
    const stored = await storedView(world, session.view.id);
    expect((stored.draft.application as { applicant: Record<string, unknown> }).applicant).toMatchObject({
      dateOfBirth: '1974-01-12',
      ssn: '120174-3389',
    });
    expect(stored.notices.map((notice) => notice.code)).not.toContain('document_birth_date_differs');
    expect(stored.notices.map((notice) => notice.code)).not.toContain('document_personal_number_differs');
    expect(session.correctionAt(BIRTH)).toBeUndefined();
  });

  it('an expired ID must be confirmed with a reason before the application is queued', async () => {
    const application = structuredClone(completeApplication('soletrader')) as unknown as {
      applicant: Record<string, unknown>;
      bankAccount: Record<string, unknown>;
    };
    delete application.applicant.identificationAttachment;
    delete application.bankAccount.bankAccountConfirmationAttachment;
    const created = await invoke(world.runtime, 'applications:create', {
      entityType: 'soletrader',
      draft: { application, processingFees: [] },
    });
    const session = new EditorSession(await storedView(world, created.value.id));
    await insertDocument(session, 'bankConfirmation', 'letter.png', TINY_PNG_BASE64);
    await insertDocument(session, 'identification', 'passport.png', TINY_PNG_BASE64);
    await readStored(session, icelandicIdReading({ expiryDate: '2009-06-01', issuingState: 'GBR', optionalData: '' }));
    const expired = session.view.notices.filter((notice) => notice.code === 'document_expired');
    expect(expired).toHaveLength(1);
    expect(session.view.status).toBe('ready');

    const refused = await invoke(world.runtime, 'applications:queue', { id: session.view.id, confirmations: [] });
    expect(refused.error).toMatchObject({ code: 'confirmation_required' });
    const reason = 'The merchant showed a new passport; the acquirer takes the expired card with it';
    const confirmations = session.view.notices
      .filter((notice) => ['document_expired'].includes(notice.code))
      .map((notice) => ({ code: notice.code, path: notice.path, reason }));
    const queued = await invoke(world.runtime, 'applications:queue', { id: session.view.id, confirmations });
    expect(queued.ok).toBe(true);
    expect(queued.value.status).toBe('queued');
  });
});
