import { type ChildProcess, spawn } from 'node:child_process';
import { ScannerError } from './scanner';

export interface ProgramRun {
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  /** scanimage cancels the scan (and parks the head) on SIGTERM; NAPS2 on Ctrl+C, i.e. SIGINT. */
  stopSignal: NodeJS.Signals;
  /** After this, a program that ignored `stopSignal` is killed outright. */
  killGraceMs: number;
  /** Output beyond this is a runaway program, not a page. */
  maxOutputBytes: number;
  onStderr?(text: string): void;
  /** Said to the agent when the program is missing: what it is and how to get it. */
  notInstalled: string;
}

export interface ProgramResult {
  exitCode: number | null;
  stdout: Buffer;
  /** The last few kilobytes of stderr, for error messages. */
  stderr: string;
}

/**
 * Runs one scanner program to its end, collecting its output, with a time limit and
 * cancellation. It settles only after the program has exited, so a cancelled or timed-out scan
 * has no child left behind when the caller hears about it.
 */
export function runScannerProgram(run: ProgramRun): Promise<ProgramResult> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(cancelled());
    let child: ChildProcess;
    try {
      child = spawn(run.command, run.args, { env: run.env, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    } catch (error) {
      return reject(spawnFailure(error, run));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let stopReason: ScannerError | undefined;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;

    const stop = (reason: ScannerError) => {
      if (stopReason !== undefined) return;
      stopReason = reason;
      child.kill(run.stopSignal);
      graceTimer = setTimeout(() => child.kill('SIGKILL'), run.killGraceMs);
    };
    const timer = setTimeout(
      () =>
        stop(new ScannerError('timeout', `The scanner did not finish within ${Math.round(run.timeoutMs / 1000)} seconds and was stopped.`)),
      run.timeoutMs,
    );
    const onAbort = () => stop(cancelled());
    run.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      run.signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > run.maxOutputBytes) stop(new ScannerError('failed', 'The scanner sent far more data than a page; the scan was stopped.'));
      else chunks.push(chunk);
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      stderr = (stderr + text).slice(-4000);
      run.onStderr?.(text);
    });
    // A missing program is reported here, asynchronously, as ENOENT.
    child.on('error', (error) => {
      if (child.pid === undefined) settle(() => reject(spawnFailure(error, run)));
    });
    child.on('close', (exitCode) => {
      settle(() => (stopReason ? reject(stopReason) : resolve({ exitCode, stdout: Buffer.concat(chunks), stderr })));
    });
  });
}

function spawnFailure(error: unknown, run: ProgramRun): ScannerError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOTDIR') return new ScannerError('not_installed', run.notInstalled);
  return new ScannerError('failed', `The scanner program could not be started (${code ?? String(error)}).`);
}

function cancelled(): ScannerError {
  return new ScannerError('cancelled', 'The scan was cancelled.');
}

/** The last line of a program's complaint worth showing (progress and blanks skipped), without its full stop. */
export function lastMessageLine(text: string): string | undefined {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim().replace(/\.+$/, ''))
    .filter((line) => line !== '' && !line.startsWith('Progress:'))
    .at(-1);
}
