import { getContext, setContext } from 'svelte';
import type { EditorSession } from './editor-session.svelte';

const KEY = Symbol('editor-session');

/** The open application, for every field below the editor without threading it through props. */
export function provideSession(session: EditorSession): void {
  setContext(KEY, session);
}

export function useSession(): EditorSession {
  const session = getContext<EditorSession | undefined>(KEY);
  if (session === undefined) throw new Error('a field was rendered outside the editor');
  return session;
}
