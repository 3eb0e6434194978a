/**
 * The state of one thing a screen does on the agent's request (save, sync, print): busy while it
 * runs, then the confirmation it returned or the error it threw. Each run clears what the last
 * one said, so a screen never shows an old success beside a new failure.
 */
export class Action {
  busy = $state(false);
  message = $state<string | undefined>(undefined);
  error = $state<unknown>(undefined);

  /** Runs `work`; a string it returns becomes the message. True when it succeeded. */
  async run(work: () => Promise<string | void>): Promise<boolean> {
    this.busy = true;
    this.message = undefined;
    this.error = undefined;
    try {
      const said = await work();
      if (typeof said === 'string') this.message = said;
      return true;
    } catch (caught) {
      this.error = caught;
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Forgets what the last run said (the agent changed what it was about). */
  clear(): void {
    this.message = undefined;
    this.error = undefined;
  }
}
