import fs from 'node:fs';
import path from 'node:path';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { openOwnFile } from '$main/crypto/private-files';
import { fieldReplacer } from './named-fields';
import { type Redactor, createRedactor } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  readonly redactor: Redactor;
}

export interface LoggerOptions {
  /** JSON lines are appended here (created 0600); omit for no file. */
  file?: string;
  /** Also write to stderr, for the command line and development. */
  stderr?: boolean;
  minLevel?: LogLevel;
  redactor?: Redactor;
  now?: () => Date;
}

/** Where a data folder's log is: the one name every process that opens the folder writes to. */
export function logFileOf(dataDir: string): string {
  return path.join(dataDir, 'logs', 'fieldboard.log');
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const APPEND = fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT;

/**
 * A logger whose every line, message and fields alike, passes through the redactor, after fields
 * that hold names are masked. Its folder must be the user's own and its file is never reached
 * through a link: both are checked here, so a refusal stops the process that is starting.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const redactor = options.redactor ?? createRedactor();
  const min = ORDER[options.minLevel ?? 'info'];
  const now = options.now ?? (() => new Date());
  const { file } = options;
  if (file) {
    ensureOwnFolder(path.dirname(file), 'The log folder');
    fs.closeSync(openOwnFile(file, APPEND));
  }
  const replacer = fieldReplacer((text) => redactor.redact(text));
  let failed: string | undefined;

  function append(line: string): void {
    try {
      const fd = openOwnFile(file!, APPEND);
      try {
        fs.writeSync(fd, line);
      } finally {
        fs.closeSync(fd);
      }
    } catch (error) {
      // A line that cannot be written never fails what was being logged; the first reason is said once.
      const why = error instanceof Error ? error.message : String(error);
      if (failed !== why) process.stderr.write(`fieldboard: a log line was not written: ${why}\n`);
      failed = why;
    }
  }

  function write(level: LogLevel, message: string, fields?: Record<string, unknown>) {
    if (ORDER[level] < min) return;
    const entry: Record<string, unknown> = { at: now().toISOString(), level, message };
    // A field never overwrites the line's own time, level or message (`message` is a common field name).
    for (const [key, value] of Object.entries(fields ?? {})) entry[Object.hasOwn(entry, key) ? `fields.${key}` : key] = value;
    const line = redactor.redact(JSON.stringify(entry, replacer));
    if (file) append(line + '\n');
    if (options.stderr) process.stderr.write(line + '\n');
  }

  return {
    redactor,
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}
