/** An error the command line reports in one plain sentence, with its exit code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

export const EXIT = {
  ok: 0,
  /** The command ran but what it was asked did not happen (a sync failed, a submission was not accepted). */
  failed: 1,
  /** The command line itself is wrong. */
  usage: 2,
  /** An input file or an id is wrong. */
  input: 3,
  /**
   * Nothing else kept it from being done: what was not sent is held after a restore, and is sent
   * only once the agent confirms with the acquirer that it was not boarded since (`restore-confirm`).
   */
  held: 4,
} as const;
