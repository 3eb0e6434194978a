import type { IpcEvent } from '$shared/ipc/contract';
import type { FieldboardApi, IpcResult } from '$shared/ipc/result';
import { hostAccess } from './host-access.svelte';

const TOKEN_KEY = 'fieldboard.token';
/** Set when the host refused this tab's token, so a reload still says the app was restarted. */
const REFUSED_KEY = 'fieldboard.tokenRefused';
const KEEPALIVE_LIMIT = 48 * 1024;

/**
 * Names are not checked here (main refuses unknown channels with a typed error), which keeps the
 * contract's zod schemas out of the first-load bundle.
 *
 * `window.api` for the browser host: the same contract as the Electron preload, carried over
 * HTTP to 127.0.0.1 with the per-run token (read once from the URL fragment, then kept in this
 * tab's session storage and removed from the address bar), and events over server-sent events.
 */
export function createHttpBridge(): FieldboardApi {
  const token = takeToken();
  if (token === null) hostAccess.refuse(sessionStorage.getItem(REFUSED_KEY) === null ? 'no_token' : 'restarted');
  const listeners = new Map<IpcEvent, Set<(payload: unknown) => void>>();
  let source: EventSource | undefined;

  function connectEvents() {
    if (source || token === null) return;
    source = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
    for (const event of listeners.keys()) attach(event);
  }

  function attach(event: IpcEvent) {
    source?.addEventListener(event, (message) => {
      const payload: unknown = JSON.parse((message as MessageEvent<string>).data);
      for (const listener of listeners.get(event) ?? []) listener(payload);
    });
  }

  return {
    async invoke(channel, request) {
      if (token === null)
        return { ok: false, error: { code: 'forbidden', params: {}, message: 'open the address the app printed when it started' } };
      try {
        const body = JSON.stringify(request);
        const post = () =>
          fetch(`/api/invoke/${channel}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Fieldboard-Token': token },
            body,
            // A save started as the tab closes still reaches main; browsers allow this only for
            // small bodies (64 kB in all), which drafts are and files are not.
            keepalive: body.length < KEEPALIVE_LIMIT,
          });
        const response = await whileBusy(post);
        // The host answers 403 only to a missing or wrong token: this tab's is from an earlier run.
        if (response.status === 403) {
          sessionStorage.removeItem(TOKEN_KEY);
          sessionStorage.setItem(REFUSED_KEY, '1');
          hostAccess.refuse('restarted');
        }
        return (await response.json()) as IpcResult<never>;
      } catch (error) {
        // The browser's own text ("TypeError: Failed to fetch") is English: the console has it, the agent the code.
        console.error(error);
        return { ok: false, error: { code: 'no_answer', params: {}, message: '' } };
      }
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (set === undefined) {
        set = new Set();
        listeners.set(event, set);
        attach(event);
      }
      set.add(listener as (payload: unknown) => void);
      connectEvents();
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };
}

/**
 * The host holds only so many large bodies (documents) at once and answers 503 `busy` to more:
 * asked again after its `Retry-After` until BUSY_WAIT_MS have passed; then its answer is the
 * agent's to read (`error.busy`).
 */
const BUSY_WAIT_MS = 60_000;

async function whileBusy(post: () => Promise<Response>): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await post();
    const seconds = Number(response.headers.get('Retry-After'));
    const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
    if (response.status !== 503 || Date.now() - started + wait > BUSY_WAIT_MS) return response;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function takeToken(): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match) {
    const token = decodeURIComponent(match[1]!);
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.removeItem(REFUSED_KEY);
    history.replaceState(null, '', window.location.pathname + window.location.search);
    return token;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}
