import type { MessageKey } from '../i18n/catalogue';

/**
 * One thing to tell the agent on the next screen, such as "The application for … was deleted."
 * on the dashboard the editor returns to. Kept as a key with its parameters, so it is worded in
 * the language of the moment it is shown; taken once.
 */
export interface Flash {
  key: MessageKey;
  params: Record<string, string | number>;
}

let pending: Flash | undefined;

export const flash = {
  set(next: Flash): void {
    pending = next;
  },
  take(): Flash | undefined {
    const taken = pending;
    pending = undefined;
    return taken;
  },
};
