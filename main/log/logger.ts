import fs from 'node:fs';
import path from 'node:path';
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

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A logger whose every line, message and fields alike, passes through the redactor. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const redactor = options.redactor ?? createRedactor();
  const min = ORDER[options.minLevel ?? 'info'];
  const now = options.now ?? (() => new Date());
  if (options.file) fs.mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });

  function write(level: LogLevel, message: string, fields?: Record<string, unknown>) {
    if (ORDER[level] < min) return;
    const entry: Record<string, unknown> = { at: now().toISOString(), level, message };
    // A field never overwrites the line's own time, level or message (`message` is a common field name).
    for (const [key, value] of Object.entries(fields ?? {})) entry[Object.hasOwn(entry, key) ? `fields.${key}` : key] = value;
    const line = redactor.redact(JSON.stringify(entry, errorReplacer));
    if (options.file) fs.appendFileSync(options.file, line + '\n', { mode: 0o600 });
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

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}
