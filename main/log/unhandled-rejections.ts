import type { Logger } from './logger';

let installed: Logger | undefined;

/**
 * A promise nobody awaited that rejects (a client that drops its upload mid-request, a bug in a
 * callback) would end the whole process under Node's default `--unhandled-rejections=throw`,
 * taking a submission in flight with it. Every long-running process (browser host, Electron
 * shell, training service) logs such a rejection instead. Installed once per process; the first
 * logger wins.
 */
export function logUnhandledRejections(logger: Logger): void {
  if (installed !== undefined) return;
  installed = logger;
  process.on('unhandledRejection', (reason) => {
    installed?.error('unhandled rejection (the process keeps running)', { error: reason });
  });
}
