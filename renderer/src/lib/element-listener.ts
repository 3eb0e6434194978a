import type { Attachment } from 'svelte/attachments';

/**
 * A listener on the element itself (`{@attach elementListener('keydown', handler)}`), where
 * Svelte would otherwise delegate the event to the document: once any loaded component has an `onkeydown` or
 * an `oninput`, every such event anywhere in the app walks the whole chain of ancestors looking
 * for handlers before the key can be drawn (see decisions: Autosave). Keys
 * and typing listen this way; clicks and changes, rare, are left to delegation.
 */
export function elementListener<K extends keyof HTMLElementEventMap, E extends HTMLElement = HTMLElement>(
  type: K,
  handler: (event: HTMLElementEventMap[K] & { currentTarget: E }) => void,
): Attachment<E> {
  return (element) => {
    const listener = (event: HTMLElementEventMap[K]) => handler(event as HTMLElementEventMap[K] & { currentTarget: E });
    element.addEventListener(type, listener);
    return () => element.removeEventListener(type, listener);
  };
}
