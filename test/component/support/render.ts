import { type Component, type ComponentProps, flushSync, mount, unmount } from 'svelte';
import SessionHost from './SessionHost.svelte';
import type { EditorSession } from '$renderer/screens/editor/editor-session.svelte';

const mounted: { component: Record<string, unknown>; target: HTMLElement }[] = [];

/** Mounts `component` with `props` into a fresh element of the page; taken out after the test. */
export function render<C extends Component<any>>(component: C, props: ComponentProps<C>): HTMLElement {
  const target = document.body.appendChild(document.createElement('div'));
  mounted.push({ component: mount(component, { target, props }), target });
  flushSync();
  return target;
}

/** `render` inside an open editor: the draft fields find `session` as they find the editor's. */
export function renderInEditor<C extends Component<any>>(session: EditorSession, component: C, props: ComponentProps<C>): HTMLElement {
  return render(SessionHost, { session, component, props } as never);
}

export function unmountAll(): void {
  for (const { component, target } of mounted.splice(0)) {
    void unmount(component);
    target.remove();
  }
}
