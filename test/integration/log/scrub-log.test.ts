import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logFileOf } from '$main/log/logger';
import { createRedactor } from '$main/log/redact';
import { scrubLog } from '$main/log/scrub-log';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Lines as the logger wrote them before it knew these forms and before file names were left out: one 60 days old, the rest a day. */
const OLD_LINES = [
  { at: daysAgo(60), level: 'info', message: 'request refused', channel: 'attachments:add', note: 'kt 110654 4139' },
  {
    at: daysAgo(1),
    level: 'info',
    message: 'request refused',
    channel: 'attachments:add',
    code: 'invalid_file',
    'fields.message': 'Gudrun_kt1106544139_IS35-0515-2600-1234-1106-5441-39.svg: SVG drawings are not accepted.',
  },
  {
    at: daysAgo(1),
    level: 'warn',
    message: 'read',
    text: 'is35 0515 2600 1234 1106 5441 39',
    fileName: 'Gudrun Jonsdottir',
  },
  {
    at: daysAgo(1),
    level: 'error',
    message: 'submission threw',
    error: { name: 'ServiceError', message: 'the service answered 500' },
  },
].map((line) => JSON.stringify(line));

const PERSONAL = /1106|4139|0515|Gudrun|Jonsdottir/;

function seeded(dataDir: string): string {
  const file = logFileOf(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, OLD_LINES.join('\n') + '\nnot json, kt 110654-4139\n', { mode: 0o600 });
  return file;
}

describe('scrubbing the log', () => {
  it('drops lines older than the period and writes every other one again as the logger now would', () => {
    const file = seeded(tempDir());
    const scrub = scrubLog(file, { before: new Date(daysAgo(30)), redactor: createRedactor() });
    expect(scrub).toEqual({ kept: 4, dropped: 1, rewritten: 3 });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toMatch(PERSONAL);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[1]!)).toMatchObject({ text: '[iban]', fileName: '[name]' });
    // What did not change is byte for byte as it was, the error's class included.
    expect(lines[2]).toBe(OLD_LINES[3]);
    expect(lines[3]).toBe('not json, kt [national-id]');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never rewrites a log through a link at its name', () => {
    const dataDir = tempDir();
    const target = seeded(tempDir());
    const before = fs.readFileSync(target, 'utf8');
    fs.mkdirSync(path.dirname(logFileOf(dataDir)), { recursive: true });
    fs.symlinkSync(target, logFileOf(dataDir));
    expect(() => scrubLog(logFileOf(dataDir), { before: new Date(), redactor: createRedactor() })).toThrow(/symbolic link/);
    expect(fs.readFileSync(target, 'utf8')).toBe(before);
  });

  it('is part of every purge: `fieldboard purge` leaves no line from before in its old form', async () => {
    const dataDir = tempDir();
    expect((await runCli(['--data', dataDir, 'list'])).status).toBe(0);
    const file = seeded(dataDir);
    const run = await runCli(['--data', dataDir, 'purge']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Log: 1 line\(s\) older than 30 days removed, 3 redacted again\./);
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(PERSONAL);
  });
});
