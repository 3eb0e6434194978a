import type { Locator, Page } from 'playwright-core';

/** 50 characters an agent types; ASCII, so every one is a real key press with a keydown. */
export const TYPED = 'Manager of sales and marketing in the north region';
/** Roughly a fast typist: each key is measured on its own, not queued behind the previous one. */
const KEY_DELAY_MS = 80;

export interface TypingSamples {
  /** Per key: from the keydown's timestamp to a task queued from the next frame's rAF, i.e. after its paint. */
  keyToPaint: number[];
  /** Per key: from the keydown's timestamp to the end of the input handlers and the UI update they cause. */
  script: number[];
}

/**
 * Installed in the page as a script (this file is type-checked without the DOM). The keydown's
 * timestamp starts each key; a rAF callback runs just before the next frame is drawn, and a task
 * queued from it runs once the frame is (its commit to the compositor included). That task is
 * user-blocking: a task of timer priority would also wait for what the browser queued before it,
 * and Chrome queues one per key for its form autofill, which reads every field of the page (costly
 * in the long form) and which Electron, the app's real shell, does not have. A bubbling input listener on window runs after the field's own handler, and its
 * microtask after Svelte's update of the screen.
 */
const RECORDER = `(() => {
  const recorder = { keyToPaint: [], script: [], lastKey: 0 };
  window.__typing = recorder;
  const afterFrame = (task) => window.scheduler?.postTask ? scheduler.postTask(task, { priority: 'user-blocking' }) : setTimeout(task, 0);
  window.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    recorder.lastKey = start;
    requestAnimationFrame(() => afterFrame(() => recorder.keyToPaint.push(performance.now() - start)));
  }, { capture: true });
  window.addEventListener('input', () => queueMicrotask(() => recorder.script.push(performance.now() - recorder.lastKey)));
})()`;

/**
 * How many times `TYPED` is typed into each field, its value put back between: a p95 of 50 keys
 * is the third slowest, and one frame missed by chance moves it by a frame from run to run. The
 * machine's own disturbances come and go over seconds (slowing every field of a pass, the search
 * box too), so there are enough passes for one such to be outweighed.
 */
export const PASSES = 5;

/** Sets `field` to `original`, types `TYPED` at its end once and returns each key's figures. */
export async function measureTyping(page: Page, field: Locator, original: string): Promise<TypingSamples> {
  // Put back as the application was seeded (no key pressed, so nothing is recorded), then measured from the end.
  await field.fill(original);
  await field.click();
  await field.press('End');
  await page.evaluate(RECORDER);
  await field.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
  await page.waitForFunction((n) => (globalThis as unknown as { __typing: TypingSamples }).__typing.keyToPaint.length >= n, TYPED.length);
  return (await page.evaluate('({ keyToPaint: window.__typing.keyToPaint, script: window.__typing.script })')) as TypingSamples;
}
