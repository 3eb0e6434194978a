import { expect, it } from 'vitest';
import { insertDocument } from '$renderer/screens/editor/document-actions';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { invoke } from '../helpers/test-runtime';
import { useRealMain } from './real-main';

/**
 * A document action on a new application (the system's file dialog, the scanner, a file main may
 * refuse) stores it only for itself: with nothing taken, nothing is kept, as "Take a photo" keeps
 * nothing; against the real main.
 */

const world = useRealMain();

async function newSession(): Promise<{ session: EditorSession; born: string[] }> {
  const blank = await invoke(world.runtime, 'applications:blank', { entityType: 'soletrader' });
  const session = EditorSession.unstored('soletrader', blank.value.draft);
  const born: string[] = [];
  session.onstored = (id) => born.push(id);
  return { session, born };
}

const storedCount = async () => (await invoke(world.runtime, 'applications:list', { limit: 10, offset: 0 })).value.total;

it('a dialog that took nothing (cancelled, no scanner) leaves no application, and the editor is a new one again', async () => {
  const { session, born } = await newSession();
  const provisional = session.provisionally();
  const id = await provisional.store();
  expect(await storedCount()).toBe(1);
  await provisional.end(false);
  expect(await storedCount()).toBe(0);
  expect(session.stored).toBe(false);
  expect(born).toEqual([]);
  expect((await invoke(world.runtime, 'applications:get', { id })).ok).toBe(false);

  // Typing afterwards stores it as the first edit of a new application does.
  session.set(['applicant', 'legalName'], 'Hárstofan Anna');
  await session.flush();
  expect(session.stored).toBe(true);
  expect(born).toEqual([session.view.id]);
  expect(await storedCount()).toBe(1);
});

it('a file main refuses, dropped or pasted on a new application, keeps nothing', async () => {
  const { session, born } = await newSession();
  const notADocument = Buffer.from('plain text, not an image or a PDF').toString('base64');
  await expect(insertDocument(session, 'identification', 'notes.png', notADocument)).rejects.toMatchObject({ code: 'invalid_file' });
  expect(await storedCount()).toBe(0);
  expect(session.stored).toBe(false);
  expect(born).toEqual([]);
});

it('what the agent typed meanwhile, or a document taken, keeps the application and gives it its address', async () => {
  const typed = await newSession();
  const provisional = typed.session.provisionally();
  await provisional.store();
  typed.session.set(['applicant', 'legalName'], 'Typed while the scanner ran');
  await provisional.end(false);
  expect(typed.session.stored).toBe(true);
  expect(typed.born).toEqual([typed.session.view.id]);

  const took = await newSession();
  const scan = took.session.provisionally();
  await scan.store();
  await scan.end(true);
  expect(took.born).toEqual([took.session.view.id]);
  expect(await storedCount()).toBe(2);
});
