import os from 'node:os';

/** What a shell reports for a command that a closed pipe stopped: 128 + SIGPIPE. */
export const CLOSED_PIPE_EXIT = 128 + os.constants.signals.SIGPIPE;

let closed = false;
let watching = false;

/** True once a reader closed stdout (`fieldboard list | head`): what is left to print is dropped. */
export function stdoutClosed(): boolean {
  return closed;
}

/**
 * Node ignores SIGPIPE, so a write to a closed pipe raises EPIPE on stdout, which unhandled is a
 * stack trace. The command instead finishes what it was doing (a send stopped halfway would
 * become an unknown outcome), prints nothing more, and ends with the closed pipe's exit code.
 */
export function endQuietlyOnClosedStdout(): void {
  if (watching) return;
  watching = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
    process.exitCode = CLOSED_PIPE_EXIT;
  });
}
