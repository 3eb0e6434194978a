import type { IpcResult } from '$shared/ipc/result';

/**
 * Whether the app's background process (Electron's main process, or the browser host) is
 * answering this page. A call that fails to reach it (the process is gone or restarting) says so
 * at once; a call left unanswered for WATCH_MS makes us ask with a small probe, and a probe
 * unanswered for PROBE_MS means it stopped answering (busy or hung). Until something answers
 * again, one probe at a time keeps asking; when one answers, those waiting (the editor's unsaved
 * change) are told.
 */
const WATCH_MS = 5_000;
const PROBE_MS = 3_000;
const REPROBE_MS = 2_000;

let answering = $state(true);
let probing = false;
/** Not reactive state: those to tell when main answers again. */
let onReturn: (() => void)[] = [];

function answered(): void {
  if (answering) return;
  answering = true;
  for (const listener of onReturn) listener();
}

function failedToReach(result: IpcResult<unknown>): boolean {
  return !result.ok && result.error.code === 'no_answer';
}

/** Asks until the background process answers; never more than one question in flight. */
async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    for (;;) {
      const asked = window.api.invoke('status:get', {}).catch(() => undefined);
      const timer = new Promise<'silent'>((resolve) => setTimeout(() => resolve('silent'), PROBE_MS));
      const first = await Promise.race([asked, timer]);
      if (first === 'silent') answering = false;
      // A hung process answers this same question when it comes back; a gone one fails it at once.
      const result = await asked;
      if (result !== undefined && !failedToReach(result)) return answered();
      answering = false;
      await new Promise((resolve) => setTimeout(resolve, REPROBE_MS));
    }
  } finally {
    probing = false;
  }
}

export const background = {
  get answering(): boolean {
    return answering;
  },

  /** Follows one call: its answer (or its failure to reach the process) tells whether main answers. */
  async watch(pending: Promise<IpcResult<unknown>>): Promise<void> {
    const timer = setTimeout(() => void probe(), WATCH_MS);
    try {
      const result = await pending;
      if (failedToReach(result)) {
        answering = false;
        void probe();
      } else answered();
    } catch {
      answering = false;
      void probe();
    } finally {
      clearTimeout(timer);
    }
  },

  /** `listener` runs each time the background process answers again after it did not. */
  onReturn(listener: () => void): () => void {
    onReturn = [...onReturn, listener];
    return () => {
      onReturn = onReturn.filter((other) => other !== listener);
    };
  },
};
