import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '$main/database';
import { emptyBackup } from '../../helpers/backup-files';
import { startHostProcess } from '../../helpers/host-process';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

const PASSPHRASE = 'correct horse battery';
const THEIRS = 'a file of someone else’s\n';
const NOBODY = 65534;

/** Every name under `folder`, links as links, so a test sees anything added, removed or replaced. */
function contents(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map(
      (name) => `${name} ${fs.lstatSync(path.join(folder, name)).isSymbolicLink() ? 'link' : fs.lstatSync(path.join(folder, name)).size}`,
    )
    .sort();
}

/**
 * The folder of the probe: open to everyone, holding the restore's copy and the log as links to
 * files elsewhere. `owner` is given where the test runs as root.
 */
function hostileFolder(owner?: number): { dataDir: string; targets: string[] } {
  const dataDir = path.join(tempDir(), 'shared');
  fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  const targets = [path.join(tempDir(), 'database-target'), path.join(tempDir(), 'log-target')];
  for (const target of targets) fs.writeFileSync(target, THEIRS);
  fs.symlinkSync(targets[0]!, path.join(dataDir, `${DATABASE_FILE_NAME}.restoring`));
  fs.symlinkSync(targets[1]!, path.join(dataDir, 'logs', 'fieldboard.log'));
  fs.chmodSync(path.join(dataDir, 'logs'), 0o777);
  fs.chmodSync(dataDir, 0o777);
  if (owner !== undefined) {
    for (const each of [dataDir, path.join(dataDir, 'logs')]) fs.chownSync(each, owner, owner);
  }
  return { dataDir, targets };
}

/** The command line's restore and a command, and the browser host, each refuse the folder with `reason` and change nothing. */
async function expectRefusedEverywhere(folder: { dataDir: string; targets: string[] }, reason: RegExp): Promise<void> {
  const before = contents(folder.dataDir);
  const restore = await runCli(['--data', folder.dataDir, 'restore', await emptyBackup(PASSPHRASE)], {
    FIELDBOARD_BACKUP_PASSPHRASE: PASSPHRASE,
  });
  const list = await runCli(['--data', folder.dataDir, 'list']);
  for (const run of [restore, list]) {
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }
  await expect(startHostProcess({ args: ['--data', folder.dataDir] })).rejects.toThrow(reason);
  expect(contents(folder.dataDir)).toEqual(before);
  for (const target of folder.targets) expect(fs.readFileSync(target, 'utf8')).toBe(THEIRS);
}

describe('the data folder is the agent’s own', () => {
  it('refuses a folder others may write, with links planted in it, before opening anything in it', async () => {
    await expectRefusedEverywhere(hostileFolder(), /The data folder .*shared can be written by other users \(0777\): run chmod 700/);
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)(
    'refuses a folder another user owns (needs root to give a folder away: skipped otherwise)',
    async () => {
      await expectRefusedEverywhere(hostileFolder(NOBODY), new RegExp(`The data folder .*shared belongs to another user \\(uid ${NOBODY}`));
    },
    60_000,
  );

  it('creates a missing folder 0700 and tightens one of its own that others may only read', async () => {
    const fresh = path.join(tempDir(), 'new', 'data');
    const readable = tempDir();
    fs.chmodSync(readable, 0o755);
    for (const dataDir of [fresh, readable]) {
      const run = await runCli(['--data', dataDir, 'list']);
      expect(run.status, run.stderr).toBe(0);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dataDir, 'logs')).mode & 0o777).toBe(0o700);
    }
  }, 60_000);
});
