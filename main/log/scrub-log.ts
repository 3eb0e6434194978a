import fs from 'node:fs';
import { openOwnFile } from '$main/crypto/private-files';
import { fieldReplacer } from './named-fields';
import type { Redactor } from './redact';

/** What a scrub did to a log: lines kept, dropped as older than the period, and kept but rewritten. */
export interface LogScrub {
  kept: number;
  dropped: number;
  rewritten: number;
}

/**
 * Brings a log to the retention period and to today's redaction (decision L10): lines older than
 * `before` are dropped, and every other line is written again as the logger writes one now (its
 * fields' names masked, its text redacted), so a line from before the redaction knew a form loses
 * it. In place, never through a link: the kept lines over the old ones from the start, zeros over
 * the rest, then the file is cut to its new length and synced, so what was dropped is overwritten
 * where the file system allows. A missing log is nothing to do.
 */
export function scrubLog(file: string, options: { before: Date; redactor: Redactor }): LogScrub {
  let fd: number;
  try {
    fd = openOwnFile(file, fs.constants.O_RDWR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kept: 0, dropped: 0, rewritten: 0 };
    throw error;
  }
  try {
    const old = fs.readFileSync(fd);
    const redact = (text: string) => options.redactor.redact(text);
    const replacer = fieldReplacer(redact);
    const scrub: LogScrub = { kept: 0, dropped: 0, rewritten: 0 };
    let kept = '';
    for (const line of old.toString('utf8').split('\n')) {
      if (line === '') continue;
      const entry = parsed(line);
      if (entry !== undefined && typeof entry.at === 'string' && Date.parse(entry.at) < options.before.getTime()) {
        scrub.dropped++;
        continue;
      }
      const again = redact(entry === undefined ? line : JSON.stringify(entry, replacer));
      scrub.kept++;
      if (again !== line) scrub.rewritten++;
      kept += again + '\n';
    }
    if (scrub.dropped === 0 && scrub.rewritten === 0) return scrub;
    const bytes = Buffer.from(kept, 'utf8');
    fs.writeSync(fd, bytes, 0, bytes.length, 0);
    if (old.length > bytes.length) fs.writeSync(fd, Buffer.alloc(old.length - bytes.length), 0, old.length - bytes.length, bytes.length);
    fs.fsyncSync(fd);
    fs.ftruncateSync(fd, bytes.length);
    fs.fsyncSync(fd);
    return scrub;
  } finally {
    fs.closeSync(fd);
  }
}

function parsed(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
