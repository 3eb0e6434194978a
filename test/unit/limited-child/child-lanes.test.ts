import { describe, expect, it } from 'vitest';
import { inLane, keepChildInLane, laneOf, makeWayInLane } from '$main/limited-child/child-lanes';
import { CHILD_TASKS, type ChildTaskName } from '$main/limited-child/child-tasks';

/** A job that runs until told to end, saying when it started. */
function heldJob() {
  let end!: () => void;
  let started!: () => void;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const job = () => {
    started();
    return new Promise<string>((resolve) => (end = () => resolve('done')));
  };
  return { job, hasStarted, end: () => end() };
}

describe('the lanes children run in', () => {
  it('reading stored documents is the reading lane; checking, normalising and a thumbnail, and any task not named, is intake', () => {
    const lanes = Object.fromEntries((Object.keys(CHILD_TASKS) as ChildTaskName[]).map((task) => [task, laneOf(task)]));
    expect(lanes).toEqual({
      'pdf-check': 'intake',
      'image-normalise': 'intake',
      'mrz-read': 'reading',
      'letter-read': 'reading',
      'letter-ocr': 'reading',
      'pdf-page-picture': 'reading',
      thumbnail: 'intake',
    });
  });

  it('a job of one lane runs while the other lane’s job is held; a lane’s next job waits for the one before it', async () => {
    const reading = heldJob();
    const first = inLane('reading', reading.job);
    await reading.hasStarted;
    // Intake goes ahead while the reading is held, and finishes first.
    expect(await inLane('intake', async () => 'stored')).toBe('stored');
    let secondStarted = false;
    const second = inLane('reading', async () => (secondStarted = true));
    // The intake job above ran through the microtask queue; the second reading has had the same chance, and waits.
    await inLane('intake', async () => undefined);
    expect(secondStarted).toBe(false);
    reading.end();
    expect(await first).toBe('done');
    expect(await second).toBe(true);
  });

  it('a job that fails does not hold its lane', async () => {
    await expect(inLane('intake', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await inLane('intake', async () => 'next')).toBe('next');
  });

  it('a child kept in a lane is ended when the lane makes way for another child', () => {
    const ended: string[] = [];
    keepChildInLane('reading', () => ended.push('kept'));
    makeWayInLane('intake');
    expect(ended).toEqual([]);
    makeWayInLane('reading');
    expect(ended).toEqual(['kept']);
    keepChildInLane('reading', () => undefined);
  });
});
