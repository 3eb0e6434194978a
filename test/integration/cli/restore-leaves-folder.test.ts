import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const PASSPHRASE = { FIELDBOARD_BACKUP_PASSPHRASE: 'correct horse battery' };

/** A genuine backup of a data folder, made by the command line. */
async function backup(): Promise<string> {
  const data = tempDir();
  expect((await runCli(['--data', data, 'list'])).status).toBe(0);
  const folder = tempDir();
  expect((await runCli(['--data', data, 'export', folder], PASSPHRASE)).status).toBe(0);
  return path.join(folder, fs.readdirSync(folder)[0]!);
}

/** Every path under `folder`, with its size, so a test sees anything added, removed or changed. */
function contents(folder: string): string[] {
  if (!fs.existsSync(folder)) return ['(no folder)'];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${name} ${fs.statSync(path.join(folder, name)).size}`);
}

describe('a failed restore leaves the target folder as it found it', () => {
  it('no key, no database and no folder are left behind, whatever made it fail', async () => {
    const file = await backup();
    const parent = tempDir();
    const fresh = path.join(parent, 'new', 'data');
    const empty = tempDir();
    fs.writeFileSync(path.join(empty, 'notes.txt'), 'the agent’s own file');
    const notABackup = path.join(tempDir(), 'not-a-backup.sqlite');
    fs.writeFileSync(notABackup, 'SQLite format 3\0 but nothing after it');

    const failing = [
      { file, env: { FIELDBOARD_BACKUP_PASSPHRASE: 'wrong passphrase' } },
      { file, env: {} },
      { file: notABackup, env: PASSPHRASE },
      { file: path.join(parent, 'missing.sqlite'), env: PASSPHRASE },
    ];
    // A folder the restore would create, every way to fail; a folder holding the agent's own file, the likeliest.
    for (const [target, cases] of [
      [fresh, failing],
      [empty, failing.slice(0, 1)],
    ] as const) {
      const before = contents(target);
      for (const { file: restored, env } of cases) {
        const run = await runCli(['--data', target, 'restore', restored], env);
        expect(run.status, run.stderr).not.toBe(0);
        expect(contents(target), run.stderr).toEqual(before);
      }
    }
    expect(fs.readdirSync(parent)).toEqual([]);

    // The same backup still restores into the same folders: the refusals above were the only reason.
    expect((await runCli(['--data', fresh, 'restore', file], PASSPHRASE)).status).toBe(0);
    expect(fs.existsSync(path.join(fresh, 'fieldboard.key'))).toBe(true);
  }, 120_000);

  it('a folder that already holds data keeps its own key and database untouched', async () => {
    const file = await backup();
    const data = tempDir();
    expect((await runCli(['--data', data, 'list'])).status).toBe(0);
    const key = fs.readFileSync(path.join(data, 'fieldboard.key'));
    const run = await runCli(['--data', data, 'restore', file], PASSPHRASE);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('already holds a database');
    expect(fs.readFileSync(path.join(data, 'fieldboard.key')).equals(key)).toBe(true);
    expect(fs.existsSync(path.join(data, 'fieldboard.sqlite'))).toBe(true);
  });
});
