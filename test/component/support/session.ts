import type { EntityType } from '$shared/entity-types';
import type { ApplicationView } from '$shared/ipc/views';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { namedApplication } from '../../fixtures/applications';

/**
 * An open application as the editor holds it: by default a complete one of `type` under `name`,
 * stored as a draft. Its saves go to the test's FakeApi (which answers nothing unless told).
 */
export function openedApplication(
  type: EntityType,
  options: { name?: string; application?: Record<string, unknown>; view?: Partial<ApplicationView> } = {},
): EditorSession {
  const application = options.application ?? (namedApplication(type, options.name ?? 'Kaffi Mokka') as Record<string, unknown>);
  const blank = EditorSession.unstored(type, { application: structuredClone(application), processingFees: [] }).view;
  return new EditorSession({ ...blank, id: 'application-1', revision: 1, ...options.view });
}
