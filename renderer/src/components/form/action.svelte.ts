/**
 * A sentence worded when shown, not when made: `() => t('settings.retention.saved', { days })`.
 * A confirmation kept as a string would stay in the language it was made in after the agent
 * switches language; a wording reads the current language each time it is shown.
 */
export type Wording = () => string;

/**
 * The state of one thing a screen does on the agent's request (save, sync, print): busy while it
 * runs, then the confirmation it returned or the error it threw. Each run clears what the last
 * one said, so a screen never shows an old success beside a new failure.
 */
export class Action {
  busy = $state(false);
  error = $state<unknown>(undefined);
  #said = $state<Wording | undefined>(undefined);

  /** The confirmation in the agent's current language, if there is one. */
  get message(): string | undefined {
    return this.#said?.();
  }

  /** Runs `work`; a wording it returns becomes the message. True when it succeeded. */
  async run(work: () => Promise<Wording | void>): Promise<boolean> {
    this.busy = true;
    this.#said = undefined;
    this.error = undefined;
    try {
      const said = await work();
      if (typeof said === 'function') this.#said = said;
      return true;
    } catch (caught) {
      this.error = caught;
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Says something without running anything (the agent answered a question). */
  say(wording: Wording): void {
    this.#said = wording;
    this.error = undefined;
  }

  /** Forgets what the last run said (the agent changed what it was about). */
  clear(): void {
    this.#said = undefined;
    this.error = undefined;
  }
}
