import type { DocumentRole } from '$shared/draft/draft-body';
import type { IpcResponse } from '$shared/ipc/contract';
import { call } from '$renderer/lib/api';
import { platform } from '$renderer/platform/platform';

/** Remembered once main has said so: there is no system dialog here (the browser host), so later clicks go straight to the page's own file input. */
let unavailable = false;

/**
 * False where there is certainly no system dialog: main answered so, or the page runs in the
 * browser host, whose main has none. Asking main needs an application to store the file in, and a
 * new one would be stored only to learn that.
 */
export function systemDialogMayExist(): boolean {
  return !unavailable && !platform.browserHost;
}

/**
 * The system's file dialog, opened and read by main (the app); `unavailable` where there is none,
 * and the caller then opens the file input. Asking first costs one round trip, well within the
 * click's user activation that the file input needs.
 */
export async function pickWithSystemDialog(
  applicationId: () => Promise<string>,
  role: DocumentRole,
): Promise<IpcResponse<'documents:pickFile'>> {
  if (unavailable) return { outcome: 'unavailable' };
  // A new application is stored first: the file main reads belongs to it.
  const answer = await call('documents:pickFile', { applicationId: await applicationId(), role });
  if (answer.outcome === 'unavailable') unavailable = true;
  return answer;
}
