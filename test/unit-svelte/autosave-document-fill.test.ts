import { expect, it } from 'vitest';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { formatKennitala } from '$shared/rules/national-id/kennitala';
import { identityDocument } from '../helpers/identity-documents/identity-corpus';
import { invoke } from '../helpers/test-runtime';
import { pauseAndSave, storedView, useRealMain } from './real-main';

/** The autosave meeting main's fill from a document the agent just added, against the real main and a real reading. */

const world = useRealMain();

it('loses no keystroke to a document’s fill, keeps the fill, and a typed value that disagrees is a notice', async () => {
  const blank = await invoke(world.runtime, 'applications:blank', { entityType: 'soletrader' });
  const created = await invoke(world.runtime, 'applications:create', { entityType: 'soletrader', draft: blank.value.draft });
  const session = new EditorSession(await storedView(world, created.value.id));
  const id = session.view.id;
  const document = await identityDocument(103, { degraded: false, format: 'TD1', icelandic: true });
  const added = await invoke(world.runtime, 'attachments:add', {
    applicationId: id,
    role: 'identification',
    dataBase64: document.bytes.toString('base64'),
  });
  expect(added.ok).toBe(true);

  // Typed while the document is read, not yet saved: a phone, and a kennitala the document will also fill.
  session.set(['applicant', 'phone'], '+354/5551234');
  session.set(['applicant', 'ssn'], '010130-3019');
  await world.runtime.core.documentReadings.settled();
  const filled = await storedView(world, id);
  expect(filled.revision).toBeGreaterThan(session.view.revision);
  expect(filled.documents.filled.map((fill) => fill.path.join('.'))).toEqual(['applicant.dateOfBirth', 'applicant.ssn']);

  await pauseAndSave(session);
  expect(session.saveState).toBe('saved');
  const stored = await storedView(world, id);
  const applicant = (stored.draft.application as { applicant: Record<string, unknown> }).applicant;
  expect(applicant).toMatchObject({ phone: '+354/5551234', ssn: '010130-3019', dateOfBirth: document.truth.birthDate });
  expect(session.get(['applicant', 'dateOfBirth'])).toBe(document.truth.birthDate);
  expect(stored.documents.filled.map((fill) => fill.path.join('.'))).toEqual(['applicant.dateOfBirth']);
  expect(stored.notices.map((item) => [item.code, item.params.number])).toContainEqual([
    'document_personal_number_differs',
    formatKennitala(document.truth.kennitala!),
  ]);
}, 120_000);
