import { describe, expect, it, vi } from 'vitest';
import { openSession, pauseAndSave, storedView, useRealMain } from './real-main';

/** Which problems a session shows (renderer/src/screens/editor/shown-problems.svelte.ts), against the real main. */

const NAME = ['company', 'name'];
const EMAIL = ['company', 'email'];
const world = useRealMain();

describe('the problems an open application shows', () => {
  it('shows a problem once the rules have seen the keystroke, the same one main stores with the save', async () => {
    const session = await openSession(world);
    session.set(EMAIL, 'not an address');
    // The rules run after the keystroke's frame (no frames in Node: the next task).
    await vi.advanceTimersByTimeAsync(0);
    await session.checked();
    const shown = session.problemsAt(EMAIL).map((p) => p.code);
    expect(shown).not.toEqual([]);
    await pauseAndSave(session);
    const stored = (await storedView(world, session.view.id)).problems
      .filter((p) => p.path.join('.') === 'company.email')
      .map((p) => p.code);
    expect(stored).toEqual(shown);

    session.set(EMAIL, 'kaffi@example.is');
    await vi.advanceTimersByTimeAsync(0);
    await session.checked();
    expect(session.problemsAt(EMAIL)).toEqual([]);
  });

  it('a problem is shown on a field the agent typed in, a missing value only once the field was left', async () => {
    const session = await openSession(world);
    await session.checked();
    // Required and empty: known to the rules, not shown before the agent has been there.
    expect(session.problemsAt(NAME).length).toBeGreaterThan(0);
    expect(session.visibleProblemsAt(NAME)).toEqual([]);
    session.touch(NAME);
    expect(session.visibleProblemsAt(NAME).map((p) => p.code)).toEqual(session.problemsAt(NAME).map((p) => p.code));
  });

  it('shows every problem, visited or not, once the agent asks to see them all', async () => {
    const session = await openSession(world);
    await session.checked();
    expect(session.problemsAt(NAME).length).toBeGreaterThan(0);
    expect(session.visibleProblemsAt(NAME)).toEqual([]);
    session.revealAll = true;
    expect(session.visibleProblemsAt(NAME).map((p) => p.code)).toEqual(session.problemsAt(NAME).map((p) => p.code));
  });
});
