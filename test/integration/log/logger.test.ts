import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../main/log/logger';
import { ServiceError } from '../../../main/client/service-error';
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
