import type { DocumentRole } from '$shared/draft/draft-body';
import type { DocumentView } from '$shared/ipc/views';
import { ApiError, call } from '../../lib/api';
import type { Path } from '../../lib/draft/paths';
import type { EditorSession } from './editor-session.svelte';

/** Where each single-file role sits in the application (spec §2.2, §2.7). */
export function slotPath(role: Exclude<DocumentRole, 'additional'>): Path {
  return role === 'identification' ? ['applicant', 'identificationAttachment'] : ['bankAccount', 'bankAccountConfirmationAttachment'];
}

/** The attachment id of a draft reference `{ attachmentId }`, if the value is one. */
export function refId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = (value as { attachmentId?: unknown }).attachmentId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Stores a file read in the page and puts its reference at its place in the draft. Main keeps the
 * agent's file name (made safe) as the name the service sees; without one (a camera photo) the
 * role names it.
 */
export async function insertDocument(
  session: EditorSession,
  role: DocumentRole,
  fileName: string | undefined,
  dataBase64: string,
): Promise<DocumentView> {
  const named = fileName === undefined ? {} : { fileName };
  // A new application is stored for the file; one main refuses leaves nothing behind.
  const provisional = session.provisionally();
  let added: DocumentView | undefined;
  try {
    const applicationId = await provisional.store();
    added = await call('attachments:add', { applicationId, role, ...named, dataBase64 });
    await placeDocument(session, added);
    return added;
  } finally {
    await provisional.end(added !== undefined);
  }
}

/**
 * Puts a file main has stored (added from the page, picked with the system dialog, scanned) at its
 * role's place in the draft and saves; a single slot's previous file is then removed.
 */
export async function placeDocument(session: EditorSession, added: DocumentView): Promise<void> {
  session.attachments = [...session.attachments.filter((a) => a.id !== added.id), added];
  const ref = { attachmentId: added.id };
  if (added.role === 'additional') {
    session.insert(['additionalAttachments'], ref);
    session.touch(['additionalAttachments']);
    await session.flush();
    return;
  }
  const path = slotPath(added.role);
  const previous = refId(session.get(path));
  session.set(path, ref);
  await session.flush();
  if (previous !== undefined && previous !== added.id) await forget(session, previous);
}

/** Takes a file out of the draft, saves, then deletes the stored file: never a reference to nothing on disk. */
export async function removeDocument(session: EditorSession, role: DocumentRole, attachmentId: string): Promise<void> {
  if (role === 'additional') {
    const list = session.get(['additionalAttachments']);
    const index = Array.isArray(list) ? list.findIndex((item) => refId(item) === attachmentId) : -1;
    if (index >= 0) session.remove(['additionalAttachments'], index);
  } else {
    session.set(slotPath(role), undefined);
  }
  await session.flush();
  await forget(session, attachmentId);
}

async function forget(session: EditorSession, attachmentId: string): Promise<void> {
  try {
    await call('attachments:remove', { attachmentId });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
  }
  session.attachments = session.attachments.filter((a) => a.id !== attachmentId);
}
