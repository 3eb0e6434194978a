import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '$main/log/logger';
import type { Runtime } from '$main/runtime/runtime';
import { listAudit } from '$main/database';
import type { ApplicationView } from '$shared/ipc/views';
import { formatKennitala } from '$shared/rules/national-id/kennitala';
import { type IdentityDocument, identityDocument } from '../../helpers/identity-documents/identity-corpus';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/** A sole trader's draft holding `applicant` as typed. */
async function soleTrader(runtime: Runtime, applicant: Record<string, unknown> = {}): Promise<ApplicationView> {
  const blank = await invoke(runtime, 'applications:blank', { entityType: 'soletrader' });
  const draft = { ...blank.value.draft, application: { ...blank.value.draft.application, applicant } };
  const created = await invoke(runtime, 'applications:create', { entityType: 'soletrader', draft });
  expect(created.ok).toBe(true);
  return created.value as ApplicationView;
}

/** The document added as the renderer adds it, then the application once its reading is stored. */
async function addAndRead(
  runtime: Runtime,
  id: string,
  document: IdentityDocument,
): Promise<{ before: ApplicationView; after: ApplicationView }> {
  const added = await invoke(runtime, 'attachments:add', {
    applicationId: id,
    role: 'identification',
    fileName: 'passport.png',
    dataBase64: document.bytes.toString('base64'),
  });
  expect(added.ok).toBe(true);
  const before = (await invoke(runtime, 'applications:get', { id })).value as ApplicationView;
  await runtime.core.documentReadings.settled();
  const after = (await invoke(runtime, 'applications:get', { id })).value as ApplicationView;
  return { before, after };
}

const applicantOf = (view: ApplicationView) => (view.draft.application as { applicant: Record<string, unknown> }).applicant;
const noticeAt = (view: ApplicationView, code: string) =>
  view.notices.filter((item) => item.code === code).map((item) => [item.path.join('.'), item.params]);

describe('an identity document added through attachments:add checks the form', () => {
  it('answers at once, then fills the empty date of birth and kennitala of an Icelandic document, marks them and announces it', async () => {
    const runtime = await startTestRuntime();
    const document = await identityDocument(103, { degraded: false, format: 'TD1', icelandic: true });
    const draft = await soleTrader(runtime);
    const announced: string[] = [];
    runtime.events.subscribe((event, payload) => {
      if (event === 'applications:changed') announced.push(...(payload as { ids: string[] }).ids);
    });
    const { before, after } = await addAndRead(runtime, draft.id, document);

    expect(before.documents.readings).toEqual([expect.objectContaining({ role: 'identification', state: 'reading', reading: null })]);
    expect(after.documents.readings).toEqual([
      expect.objectContaining({ state: 'read', reading: expect.objectContaining({ lines: document.truth.lines }) }),
    ]);
    const kennitala = formatKennitala(document.truth.kennitala!);
    expect(applicantOf(after)).toMatchObject({ dateOfBirth: document.truth.birthDate, ssn: kennitala });
    expect(after.documents.filled.map((fill) => [fill.path.join('.'), fill.value])).toEqual([
      ['applicant.dateOfBirth', document.truth.birthDate],
      ['applicant.ssn', kennitala],
    ]);
    // An Icelandic name's accents are not in the zone: it is offered, never filled, as the page prints it.
    expect(applicantOf(after).lastName).toBeUndefined();
    expect(document.truth).toMatchObject({ surname: 'JONSDOTTIR', printed: { surname: 'Jónsdóttir' } });
    expect(after.documents.offered).toContainEqual(
      expect.objectContaining({ path: ['applicant', 'lastName'], value: 'Jónsdóttir', why: 'spelling_uncertain' }),
    );
    expect(after.revision).toBe(before.revision + 1);
    expect(announced).toContain(draft.id);
    const fill = listAudit(runtime.core.database, draft.id).find((row) => row.action === 'document_fill');
    expect(fill).toMatchObject({ actor: 'system', reason: expect.stringContaining(after.documents.readings[0]!.attachmentId) });
  });

  it('fills an English name only when the page confirms it, and the mark goes once the agent changes the field', async () => {
    const runtime = await startTestRuntime();
    const document = await identityDocument(231, { degraded: false, format: 'TD1', icelandic: false });
    expect(document.truth).toMatchObject({ issuingState: 'GBR', surname: 'SMITH', givenNames: 'JAMES' });
    const draft = await soleTrader(runtime);
    const { after } = await addAndRead(runtime, draft.id, document);
    const reading = after.documents.readings[0]?.reading;
    if (reading?.kind !== 'mrz' || reading.outcome !== 'read') throw new Error('the zone was not read');
    // The zone's name has no check digit: the page's printed name decides between filling and offering.
    const names = { lastName: 'Smith', firstName: 'James' };
    if (reading.nameConfirmedByPage) {
      expect(applicantOf(after)).toMatchObject(names);
    } else {
      // Never the zone's A–Z as a one-click offer: the agent is told the zone's name, to type as printed.
      expect(applicantOf(after)).not.toHaveProperty('lastName');
      expect(after.documents.offered).toEqual([]);
      expect(after.notices.map((item: { code: string }) => item.code)).toContain('document_name_in_zone');
    }
    expect(applicantOf(after).dateOfBirth).toBe(document.truth.birthDate);
    expect(after.documents.filled.map((fill) => fill.path.join('.'))).toContain('applicant.dateOfBirth');

    const edited = structuredClone(after.draft);
    (edited.application as { applicant: { dateOfBirth: string } }).applicant.dateOfBirth = '1975-10-31';
    const saved = await invoke(runtime, 'applications:saveDraft', { id: draft.id, draft: edited, expectedRevision: after.revision });
    expect(saved.value.documents.filled.map((fill: { path: string[] }) => fill.path.join('.'))).not.toContain('applicant.dateOfBirth');
    expect(saved.value.notices.map((item: { code: string; path: string[] }) => [item.code, item.path.join('.')])).toContainEqual([
      'document_birth_date_differs',
      'applicant.dateOfBirth',
    ]);
  });

  it('never overwrites what the agent typed: it says where the document disagrees', async () => {
    const runtime = await startTestRuntime();
    const document = await identityDocument(103, { degraded: false, format: 'TD1', icelandic: true });
    const typed = { firstName: 'Nobody', lastName: 'Else', dateOfBirth: '1999-09-09', ssn: '010130-2989' };
    const draft = await soleTrader(runtime, typed);
    const { after } = await addAndRead(runtime, draft.id, document);
    expect(applicantOf(after)).toMatchObject(typed);
    expect(after.documents.filled).toEqual([]);
    expect(after.revision).toBe(draft.revision);
    expect(noticeAt(after, 'document_birth_date_differs')).toEqual([['applicant.dateOfBirth', { date: document.truth.birthDate }]]);
    expect(noticeAt(after, 'document_name_differs').map(([at]) => at)).toEqual(['applicant.lastName', 'applicant.firstName']);
    expect(noticeAt(after, 'document_personal_number_differs')).toEqual([
      ['applicant.ssn', { number: formatKennitala(document.truth.kennitala!) }],
    ]);
  });

  it('fills nothing from a zone whose check digits fail, and says the zone could not be read', async () => {
    const runtime = await startTestRuntime();
    const document = await identityDocument(104, { degraded: false, format: 'TD3', brokenCheckDigit: true });
    const draft = await soleTrader(runtime);
    const { after } = await addAndRead(runtime, draft.id, document);
    expect(after.documents.readings).toEqual([
      expect.objectContaining({ state: 'unreadable', reading: { kind: 'mrz', outcome: 'unreadable' } }),
    ]);
    expect(after.revision).toBe(draft.revision);
    expect(applicantOf(after)).toEqual({});
    expect(after.documents.offered).toEqual([]);
    expect(noticeAt(after, 'document_zone_unreadable')).toEqual([['applicant.identificationAttachment', {}]]);
  });

  it('writes no reading into the log, and removing the document removes its reading', async () => {
    const logFile = path.join(tempDir(), 'fieldboard.log');
    const runtime = await startTestRuntime({ logger: createLogger({ file: logFile, minLevel: 'debug' }) });
    const document = await identityDocument(101, { degraded: false, format: 'TD3', icelandic: true });
    const draft = await soleTrader(runtime);
    const { after } = await addAndRead(runtime, draft.id, document);
    expect(after.documents.readings[0]?.state).toBe('read');

    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).toContain('document read');
    const truth = document.truth;
    for (const secret of [...truth.lines, truth.surname, truth.documentNumber, truth.kennitala!, truth.birthDate])
      expect(log).not.toContain(secret);

    const attachmentId = after.documents.readings[0]!.attachmentId;
    expect((await invoke(runtime, 'attachments:remove', { attachmentId })).ok).toBe(true);
    const removed = (await invoke(runtime, 'applications:get', { id: draft.id })).value as ApplicationView;
    expect(removed.documents).toEqual({ readings: [], filled: [], offered: [] });
    expect(runtime.core.database.db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });
});
