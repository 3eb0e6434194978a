import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_MEMBERS } from '$shared/request-limits';
import { MAX_APPLICATION_JSON_BYTES, MAX_FIELD_CHARS } from '$shared/wire/application-size';
import { MAX_LIST_ITEMS, MAX_STORES } from '$shared/wire/list-limits';
import { largePdf } from '../../helpers/document-fixtures';
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

  it('refuses a legal name as long as one argument can carry, before parsing it, and changes nothing', async () => {
    const data = tempDir();
    const id = await imported(data);
    const before = await shown(data, id);
    // Linux passes at most 128 KiB in one argument: the longest text `set` can be given.
    const run = await runCli(['--data', data, 'set', id, 'applicant.legalName', JSON.stringify('L'.repeat(130_000))]);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`The value cannot be stored: no field holds a text longer than ${MAX_FIELD_CHARS} characters`);
    expect((await shown(data, id)).revision).toBe(before.revision);
    // A name too long for its field but no longer than a field may hold is kept, with its problem.
    const kept = await runCli(['--data', data, 'set', id, 'applicant.legalName', JSON.stringify('L'.repeat(201))]);
    expect(kept.status).toBe(0);
    expect(kept.stdout).toContain('applicant.legalName must be at most 200 characters');
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

  it('refuses a 60 MB application whose legal name is 60 million characters, naming the field, storing nothing', async () => {
    const data = tempDir();
    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    example.applicant.legalName = 'L'.repeat(60_000_000);
    const file = path.join(data, 'long-name.json');
    fs.writeFileSync(file, JSON.stringify(example));
    const run = await runCli(['--data', data, 'import', file, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`applicant.legalName holds a text longer than ${MAX_FIELD_CHARS} characters`);
    expect(await total(data)).toBe(0);
  });

  it("refuses a long text anywhere but a document's base64, and a file of 1.7 million keys and items", async () => {
    const data = tempDir();
    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    const filename = path.join(data, 'long-filename.json');
    example.applicant.identificationAttachment.Filename = `${'n'.repeat(MAX_FIELD_CHARS)}.png`;
    fs.writeFileSync(filename, JSON.stringify(example));
    const named = await runCli(['--data', data, 'import', filename, '--type', 'soletrader']);
    expect(named.status).toBe(3);
    expect(named.stderr).toContain('applicant.identificationAttachment.Filename holds a text longer than');
    const object = `{${Array.from({ length: 1_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
    const many = path.join(data, 'many-members.json');
    fs.writeFileSync(many, `{"applicant":{"x":[${Array(1_700).fill(object).join(',')}]}}`);
    const run = await runCli(['--data', data, 'import', many, '--type', 'soletrader']);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(`it holds more than ${MAX_REQUEST_MEMBERS} keys and items in all`);
    expect(await total(data)).toBe(0);
  });

  it('imports an application whose bank letter is a megabyte inline, its base64 decoded off the main thread', async () => {
    const data = tempDir();
    const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
    example.bankAccount.bankAccountConfirmationAttachment = { File: (await largePdf(1)).toString('base64'), Filename: 'letter.pdf' };
    const file = path.join(data, 'letter.json');
    fs.writeFileSync(file, JSON.stringify(example));
    const run = await runCli(['--data', data, 'import', file, '--type', 'soletrader']);
    expect(run.status, run.stderr).toBe(0);
    const id = /Imported (\S+)/.exec(run.stdout)![1]!;
    const shownJson = JSON.parse((await runCli(['--data', data, 'show', id, '--json'])).stdout);
    expect(shownJson.attachments).toContainEqual(expect.objectContaining({ role: 'bankConfirmation', mediaType: 'application/pdf' }));
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
