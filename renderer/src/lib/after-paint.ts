/**
 * Runs `task` once the browser has drawn the next frame: a requestAnimationFrame callback runs
 * just before the frame is drawn, and a task queued from it runs after. Work that can wait a
 * frame (re-checking a draft after a keystroke) then never delays the keystroke's own paint.
 * Where no frames are drawn (a hidden window, or Node in the unit tests), it runs as the next task.
 */
export function afterNextPaint(task: () => void): void {
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  if (typeof requestAnimationFrame !== 'function' || hidden) {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
