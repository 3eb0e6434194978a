import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '$main/log/logger';
import { ServiceError } from '$main/client/service-error';
import { tempDir } from '../../helpers/temp-dir';

const KENNITALA = '230587-2729';
const IBAN = 'IS260133260123452305873129';
const API_KEY = 'fbk_Zq8vR2logcanary';
const FIXED = () => new Date('2026-11-21T10:00:00.000Z');

function lines(file: string): Record<string, unknown>[] {
  return fs
    .readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function logFile() {
  return path.join(tempDir('fieldboard-log-'), 'logs', 'nested', 'fieldboard.log');
}

describe('logger', () => {
  it('appends one JSON object per line, with time, level and message', () => {
    const file = logFile();
    const logger = createLogger({ file, now: FIXED });
    logger.info('first', { count: 2 });
    logger.error('second');
    expect(lines(file)).toEqual([
      { at: '2026-11-21T10:00:00.000Z', level: 'info', message: 'first', count: 2 },
      { at: '2026-11-21T10:00:00.000Z', level: 'error', message: 'second' },
    ]);
  });

  it('creates the file 0600 in a folder 0700', () => {
    const file = logFile();
    createLogger({ file }).warn('x');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('drops lines below the minimum level', () => {
    const file = logFile();
    const logger = createLogger({ file, minLevel: 'warn' });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    expect(lines(file).map((line) => line.level)).toEqual(['warn']);
    createLogger({ file }).debug('not by default');
    expect(lines(file)).toHaveLength(1);
  });

  it('redacts the message and every field, nested objects and arrays included', () => {
    const file = logFile();
    const logger = createLogger({ file });
    logger.redactor.addSecret(API_KEY);
    logger.warn(`ssn ${KENNITALA} with key ${API_KEY}`, {
      application: { persons: [{ ssn: KENNITALA.replace('-', '') }], bankAccount: { iban: IBAN } },
      headers: { Apikey: 'not-registered-but-named' },
      list: [`iban ${IBAN.replace(/(.{4})/g, '$1 ')}`],
    });
    const text = fs.readFileSync(file, 'utf8');
    for (const canary of [KENNITALA, KENNITALA.replace('-', ''), IBAN, API_KEY, 'not-registered-but-named', '0133']) {
      expect(text).not.toContain(canary);
    }
    const [line] = lines(file);
    expect(line!.message).toBe('ssn [national-id] with key [secret]');
    expect(line!.application).toEqual({ persons: [{ ssn: '[national-id]' }], bankAccount: { iban: '[iban]' } });
  });

  it('writes an Error as its name and message, redacted, at any depth', () => {
    const file = logFile();
    const logger = createLogger({ file });
    logger.redactor.addSecret(API_KEY);
    const error = new ServiceError('http_error', `the service answered 422: ssn ${KENNITALA} is taken`, 422);
    logger.error('submission threw', { error, nested: { cause: new TypeError(`bad key ${API_KEY}`) } });
    const [line] = lines(file);
    expect(line!.error).toEqual({ name: 'ServiceError', message: 'the service answered 422: ssn [national-id] is taken' });
    expect(line!.nested).toEqual({ cause: { name: 'TypeError', message: 'bad key [secret]' } });
    expect(fs.readFileSync(file, 'utf8')).not.toContain(KENNITALA);
  });

  it('redacts what it writes to stderr too', () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      createLogger({ stderr: true }).info('iban', { iban: IBAN });
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toContain('[iban]');
    expect(written.join('')).not.toContain(IBAN);
  });
});

describe('logger: reserved names', () => {
  it('keeps its own time, level and message when a field has the same name', () => {
    const file = logFile();
    createLogger({ file, now: FIXED }).warn('settings sync failed', {
      message: 'the service answered 500',
      level: 'debug',
      kind: 'http_error',
    });
    expect(lines(file)).toEqual([
      {
        at: '2026-11-21T10:00:00.000Z',
        level: 'warn',
        message: 'settings sync failed',
        'fields.message': 'the service answered 500',
        'fields.level': 'debug',
        kind: 'http_error',
      },
    ]);
  });
});

describe('logger: names and numbers in fields', () => {
  it('masks fields that hold a name at any depth, and keeps an error class', () => {
    const file = logFile();
    createLogger({ file }).info('refused', {
      fileName: 'Gudrun Jonsdottir.svg',
      application: { persons: [{ firstName: 'Guðrún', lastName: 'Jónsdóttir', email: 'gudrun@example.is' }], legalName: 'Kaffi ehf' },
      error: new TypeError('bad'),
    });
    const text = fs.readFileSync(file, 'utf8');
    for (const name of ['Gudrun', 'Guðrún', 'Jónsdóttir', 'gudrun@', 'Kaffi']) expect(text).not.toContain(name);
    const [line] = lines(file);
    expect(line!.fileName).toBe('[name]');
    expect(line!.application).toEqual({
      persons: [{ firstName: '[name]', lastName: '[name]', email: '[personal]' }],
      legalName: '[name]',
    });
    expect(line!.error).toEqual({ name: 'TypeError', message: 'bad' });
  });

  it('hides a kennitala or an IBAN whose groups a tab or a line break parts, which JSON escapes', () => {
    const file = logFile();
    createLogger({ file }).warn('read', { text: `kt 110654\t4139 and IS35\n0515 2600 1234 1106 5441 39` });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toMatch(/110654|4139|0515/);
    expect(lines(file)[0]!.text).toBe('kt [national-id] and [iban]');
  });
});

describe('logger: its folder and file are the user’s own', () => {
  it('never appends through a link at its file: it refuses to start, and the target is untouched', () => {
    const file = logFile();
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const target = path.join(tempDir(), 'elsewhere.txt');
    fs.writeFileSync(target, 'theirs\n');
    fs.symlinkSync(target, file);
    expect(() => createLogger({ file })).toThrow(/is a symbolic link/);
    expect(fs.readFileSync(target, 'utf8')).toBe('theirs\n');
  });

  it('writes no line through a link put at its file later, and says so once on stderr', () => {
    const file = logFile();
    const logger = createLogger({ file });
    logger.info('first');
    const target = path.join(tempDir(), 'elsewhere.txt');
    fs.writeFileSync(target, 'theirs\n');
    fs.rmSync(file);
    fs.symlinkSync(target, file);
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      logger.info('second');
      logger.info('third');
    } finally {
      spy.mockRestore();
    }
    expect(fs.readFileSync(target, 'utf8')).toBe('theirs\n');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/a log line was not written: .*symbolic link/);
  });

  it('refuses a log folder that is a link or that others may write', () => {
    const data = tempDir();
    const elsewhere = tempDir();
    fs.symlinkSync(elsewhere, path.join(data, 'logs'));
    expect(() => createLogger({ file: path.join(data, 'logs', 'fieldboard.log') })).toThrow(/is not a folder/);
    expect(fs.readdirSync(elsewhere)).toEqual([]);

    const open = path.join(tempDir(), 'logs');
    fs.mkdirSync(open);
    fs.chmodSync(open, 0o777);
    expect(() => createLogger({ file: path.join(open, 'fieldboard.log') })).toThrow(/can be written by other users \(0777\)/);
    expect(fs.readdirSync(open)).toEqual([]);
  });
});
