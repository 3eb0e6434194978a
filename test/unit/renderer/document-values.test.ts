import { describe, expect, it } from 'vitest';
import type { DocumentReadingView, DocumentsView } from '$shared/ipc/views';
import { type Notice, notice } from '$shared/rules/notice';
import { documentsByField, filledAt, offerAt, readingLine, shownDocumentValue } from '$renderer/lib/draft/document-values';
import type { Path } from '$renderer/lib/draft/paths';
import { icelandicIdReading } from '../../helpers/mrz-readings';

/** What the editor shows of the documents' readings against the draft on screen (renderer/src/lib/draft/document-values.ts). */

const ID = '0b8f4f7e-8a57-4c1e-9c43-6f0f3c1d2a10';
const LETTER = '5d3c1f0a-2b7e-4e59-8f61-0a9d7c2e4b31';
const FIRST = ['applicant', 'firstName'];
const LAST = ['applicant', 'lastName'];
const BIRTH = ['applicant', 'dateOfBirth'];
const MIDDLE = ['applicant', 'middleName'];

const mrz: DocumentReadingView = {
  attachmentId: ID,
  role: 'identification',
  state: 'read',
  reading: icelandicIdReading(),
  readAt: '2026-11-26T07:00:00.000Z',
};

const letter = (ibans: string[]): DocumentReadingView => ({
  attachmentId: LETTER,
  role: 'bankConfirmation',
  state: 'read',
  reading: { kind: 'letter', outcome: 'read', source: 'text', ibans, kennitolur: [] },
  readAt: '2026-11-26T07:00:00.000Z',
});

const documents = (parts: Partial<DocumentsView> = {}): DocumentsView => ({ readings: [mrz], filled: [], offered: [], ...parts });

function draft(values: Record<string, unknown>): (path: Path) => unknown {
  return (path) => values[path.join('.')];
}

describe('a field filled from a document', () => {
  const view = documentsByField(documents({ filled: [{ attachmentId: ID, path: LAST, value: 'JONSDOTTIR' }] }));

  it('is marked while it holds exactly the value the document wrote', () => {
    expect(filledAt(view, LAST, 'JONSDOTTIR')).toMatchObject({ attachmentId: ID });
  });

  it('loses its mark with the keystroke that changes it, and another field never had one', () => {
    expect(filledAt(view, LAST, 'JONSDOTTI')).toBeUndefined();
    expect(filledAt(view, LAST, 'Jónsdóttir')).toBeUndefined();
    expect(filledAt(view, FIRST, 'JONSDOTTIR')).toBeUndefined();
  });
});

describe('a value a document offers', () => {
  const view = documentsByField(
    documents({ offered: [{ attachmentId: ID, path: FIRST, value: 'GUDRUN ANNA', why: 'name_not_confirmed' }] }),
  );

  it('is offered on its field while the field is empty', () => {
    for (const empty of [undefined, null, '', '   ']) expect(offerAt(view, FIRST, empty)?.value).toBe('GUDRUN ANNA');
  });

  it('goes once the field holds anything, the offer taken or the agent typing their own', () => {
    expect(offerAt(view, FIRST, 'GUDRUN ANNA')).toBeUndefined();
    expect(offerAt(view, FIRST, 'G')).toBeUndefined();
    expect(offerAt(view, MIDDLE, undefined)).toBeUndefined();
  });
});

describe("a read document's line", () => {
  const differs: Notice = notice(BIRTH, 'document_birth_date_differs', 'The document says 1974-01-12', { date: '1974-01-12' });

  it('says it is being read until its reader answers', () => {
    expect(readingLine({ ...mrz, state: 'reading', reading: null, readAt: null }, documents(), [], draft({}))).toEqual({
      key: 'reading.reading',
      tone: 'busy',
    });
  });

  it('counts the fields still holding what it filled, and what is left to check', () => {
    const view = documents({
      filled: [
        { attachmentId: ID, path: LAST, value: 'JONSDOTTIR' },
        { attachmentId: ID, path: BIRTH, value: '1974-01-12' },
      ],
      offered: [{ attachmentId: ID, path: FIRST, value: 'GUDRUN ANNA', why: 'name_not_confirmed' }],
    });
    const values = { 'applicant.lastName': 'JONSDOTTIR', 'applicant.dateOfBirth': '1974-01-12' };
    expect(readingLine(mrz, view, [], draft(values))).toEqual({
      key: 'reading.filledToCheck',
      params: { filled: 2, count: 1 },
      tone: 'check',
    });
    // The offer taken and the date changed by hand: one filled field left, nothing to check.
    const taken = { ...values, 'applicant.firstName': 'GUDRUN ANNA', 'applicant.dateOfBirth': '1974-01-21' };
    expect(readingLine(mrz, view, [], draft(taken))).toEqual({ key: 'reading.filled', params: { count: 1 }, tone: 'done' });
  });

  it("counts its own kind's disagreements only: a letter's notices are not the ID's", () => {
    const holder = notice(['bankAccount', 'iban'], 'letter_holder_differs', 'holder', { holder: '5510730339', party: 'applicant' });
    expect(readingLine(mrz, documents(), [differs, holder], draft({}))).toEqual({
      key: 'reading.toCheck',
      params: { count: 1 },
      tone: 'check',
    });
    expect(readingLine(letter(['IS140159260076545510730339']), documents(), [differs, holder], draft({}))).toMatchObject({
      key: 'reading.toCheck',
      params: { count: 1 },
    });
  });

  it('agrees when it filled nothing and nothing differs', () => {
    expect(readingLine(mrz, documents(), [], draft({}))).toEqual({ key: 'reading.agrees', tone: 'done' });
    expect(readingLine(letter(['IS140159260076545510730339']), documents(), [], draft({}))).toEqual({
      key: 'reading.agrees',
      tone: 'done',
    });
  });

  it('says quietly and in short when it gave nothing to compare', () => {
    const cases: [DocumentReadingView, string][] = [
      [{ ...mrz, state: 'unreadable', reading: { kind: 'mrz', outcome: 'unreadable' } }, 'reading.unreadable'],
      [{ ...mrz, state: 'no_zone', reading: { kind: 'mrz', outcome: 'no_zone' } }, 'reading.noZone'],
      [{ ...mrz, state: 'failed', reading: null }, 'reading.failed'],
      [letter([]), 'reading.noIban'],
      [{ ...letter([]), state: 'unreadable', reading: { kind: 'letter', outcome: 'unreadable' } }, 'reading.noIban'],
    ];
    for (const [reading, key] of cases) expect(readingLine(reading, documents(), [differs], draft({}))).toEqual({ key, tone: 'quiet' });
  });
});

describe("a document's value as its field shows it", () => {
  it('writes a date day first in the agent’s language and an IBAN in fours; a name as read', () => {
    expect(shownDocumentValue(BIRTH, '1974-01-12', ['is-IS', 'de-DE'])).toBe('12.01.1974');
    expect(shownDocumentValue(BIRTH, '1974-01-12', ['en-GB'])).toBe('12/01/1974');
    expect(shownDocumentValue(['bankAccount', 'iban'], 'IS140159260076545510730339', ['en-GB'])).toBe('IS14 0159 2600 7654 5510 7303 39');
    expect(shownDocumentValue(FIRST, 'GUDRUN ANNA', ['en-GB'])).toBe('GUDRUN ANNA');
  });
});
