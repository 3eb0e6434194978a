import type { Attachment } from 'svelte/attachments';

/**
 * A listener on the element itself (`{@attach listen('keydown', handler)}`), where Svelte would
 * otherwise delegate the event to the document: once any loaded component has an `onkeydown`,
 * every key pressed anywhere in the app walks the whole chain of ancestors looking for handlers,
 * a quarter of a millisecond per key in a long form before the key can be drawn (issue 15).
 */
export function listen<K extends keyof HTMLElementEventMap>(
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): Attachment<HTMLElement> {
  return (element) => {
    element.addEventListener(type, handler);
    return () => element.removeEventListener(type, handler);
  };
}
