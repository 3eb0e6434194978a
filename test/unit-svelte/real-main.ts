import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ApplicationView } from '$shared/ipc/views';
import { EditorSession } from '$renderer/screens/editor/editor-session.svelte';
import { invoke, startTestRuntime } from '../helpers/test-runtime';
import { realWindowApi } from './real-window-api';

/**
 * An editor session (renderer/src/screens/editor/editor-session.svelte.ts), compiled by Svelte as
 * the app compiles it, against a real `window.api`: the runtime's dispatcher over a temporary data
 * folder in training mode. Only the clock is fake, so the autosave's 400 ms pause is stepped over;
 * every save is real SQLite, read back through the same API.
 */

export const SAVE_DELAY_MS = 400;

export interface SessionWorld {
  readonly api: ReturnType<typeof realWindowApi>;
  readonly runtime: Awaited<ReturnType<typeof startTestRuntime>>;
}

/** Starts a runtime before each test of the file calling it (with `options`), and a real window.api over it. */
export function useRealMain(options: Parameters<typeof startTestRuntime>[0] = {}): SessionWorld {
  const world = {} as { api: ReturnType<typeof realWindowApi>; runtime: Awaited<ReturnType<typeof startTestRuntime>> };
  beforeEach(async () => {
    world.runtime = await startTestRuntime(options);
    // The runtime syncs the settings as it starts; drafts made before that are re-bound (and their
    // revision moved) when it lands. Wait for main's own record of it, so each test starts settled.
    await vi.waitFor(async () => expect((await invoke(world.runtime, 'status:get', {})).value.lastSyncAt).not.toBeNull(), {
      timeout: 10_000,
    });
    world.api = realWindowApi(world.runtime);
    vi.stubGlobal('window', { api: world.api });
    // Only timers: the runtime's own promises and SQLite run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return world;
}

export async function storedView(world: SessionWorld, id: string): Promise<ApplicationView> {
  const result = await invoke(world.runtime, 'applications:get', { id });
  expect(result.ok).toBe(true);
  return result.value as ApplicationView;
}

/** A stored private limited company, opened in a session as the editor opens it. */
export async function openSession(world: SessionWorld): Promise<EditorSession> {
  const blank = await invoke(world.runtime, 'applications:blank', { entityType: 'privatelimitedcompany' });
  const created = await invoke(world.runtime, 'applications:create', { entityType: 'privatelimitedcompany', draft: blank.value.draft });
  expect(created.ok).toBe(true);
  return new EditorSession(await storedView(world, created.value.id));
}

/** Lets the autosave's pause pass, then waits for the save it started. */
export async function pauseAndSave(session: EditorSession): Promise<void> {
  await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  await session.flush();
}
