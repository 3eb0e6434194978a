import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_APPLICATION_JSON_BYTES } from '../../../shared/wire/application-size';
import { MAX_LIST_ITEMS, MAX_STORES } from '../../../shared/wire/list-limits';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../examples/soletrader.json');

async function imported(data: string): Promise<string> {
  const run = await runCli(['--data', data, 'import', EXAMPLE, '--type', 'soletrader']);
  expect(run.status).toBe(0);
  return /Imported (\S+)/.exec(run.stdout)![1]!;
}

async function shown(data: string, id: string): Promise<{ revision: number; body: { application: { stores: unknown[] } } }> {
  return JSON.parse((await runCli(['--data', data, 'show', id, '--json'])).stdout);
}

async function total(data: string): Promise<number> {
  return JSON.parse((await runCli(['--data', data, 'list', '--json'])).stdout).total;
}

function fifo(dir: string): string {
  const file = path.join(dir, 'pipe');
  execFileSync('mkfifo', [file]);
  return file;
}

describe('fieldboard set: an index past what an application can hold', () => {
  it('refuses stores[99999999] at once with exit code 3, naming the limit, and changes nothing', async () => {
    const data = tempDir();
    const id = await imported(data);
    const before = await shown(data, id);
    const run = await runCli(['--data', data, 'set', id, 'stores[99999999].name', '"x"']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`stores[99999999]: an application holds at most ${MAX_STORES} stores; nothing was changed`);
    const after = await shown(data, id);
    expect(after.revision).toBe(before.revision);
    expect(after.body.application.stores).toHaveLength(before.body.application.stores.length);
    // The last place there is still takes a value.
    expect((await runCli(['--data', data, 'set', id, `stores[${MAX_STORES - 1}].name`, '"Kaffi"'])).status).toBe(0);
  });

  it('refuses a value nested deeper than a draft may be, before parsing it into objects', async () => {
    const data = tempDir();
    const id = await imported(data);
    // As deep as one argument can carry (Linux takes at most 128 KiB per argument).
    const run = await runCli(['--data', data, 'set', id, 'stores[0].name', '['.repeat(60_000) + ']'.repeat(60_000)]);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('The value cannot be stored: it nests deeper than 32 levels');
  });
});

describe('fieldboard import: only a regular file no larger than an application', () => {
  it('refuses /dev/zero and a FIFO without reading them, and stores nothing', async () => {
    const data = tempDir();
    const zero = await runCli(['--data', data, 'import', '/dev/zero', '--type', 'soletrader']);
    expect(zero.status).toBe(3);
    expect(zero.stderr).toContain('/dev/zero is not a regular file');
    const pipe = await runCli(['--data', data, 'import', fifo(data), '--type', 'soletrader']);
    expect(pipe.status).toBe(3);
    expect(pipe.stderr).toContain('is not a regular file');
    expect(await total(data)).toBe(0);
  });

  it('refuses a file one byte larger than the largest application, by its size, before reading it', async () => {
    const data = tempDir();
    const file = path.join(data, 'large.json');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, MAX_APPLICATION_JSON_BYTES + 1); // sparse: no disk is used
    const run = await runCli(['--data', data, 'import', file, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`is ${MAX_APPLICATION_JSON_BYTES + 1} bytes; at most ${MAX_APPLICATION_JSON_BYTES} are read`);
    expect(await total(data)).toBe(0);
  });

  it('refuses an application with one store too many, and a list longer than any application has, storing nothing', async () => {
    const data = tempDir();
    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    const many = path.join(data, 'many.json');
    fs.writeFileSync(many, JSON.stringify({ ...example, stores: Array(MAX_STORES + 1).fill(example.stores[0]) }));
    const run = await runCli(['--data', data, 'import', many, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`stores: an application holds at most ${MAX_STORES} stores`);
    const huge = path.join(data, 'huge.json');
    fs.writeFileSync(huge, JSON.stringify({ ...example, stores: Array(200_000).fill({}) }));
    const hugeRun = await runCli(['--data', data, 'import', huge, '--type', 'soletrader']);
    expect(hugeRun.status).toBe(3);
    expect(hugeRun.stderr).toContain(`a list in it holds more than ${MAX_LIST_ITEMS} items`);
    expect(await total(data)).toBe(0);
  });

  it('refuses a file nested deeper than any application', async () => {
    const data = tempDir();
    const deep = path.join(data, 'deep.json');
    fs.writeFileSync(deep, '{"a":'.repeat(1_000_000) + '1' + '}'.repeat(1_000_000));
    const run = await runCli(['--data', data, 'import', deep, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('it nests deeper than 32 levels');
  });
});

describe('fieldboard restore: only a regular file', () => {
  it('refuses a FIFO at once (it hung waiting for a writer), restoring nothing', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'target');
    const run = await runCli(['--data', target, 'restore', fifo(dir)], { FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('is not a regular file (a device, a pipe or a folder); nothing was restored');
    expect(fs.existsSync(path.join(target, 'fieldboard.sqlite'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'fieldboard.sqlite.restoring'))).toBe(false);
  });

  it('refuses a device', async () => {
    const run = await runCli(['--data', path.join(tempDir(), 't'), 'restore', '/dev/zero'], {
      FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('/dev/zero is not a regular file');
  });
});
