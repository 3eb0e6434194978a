import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CREATE_NEW, entryAt, fsyncDir } from '$main/crypto/private-files';
import { CliError, EXIT } from './cli-error';

/**
 * Writes a file the command made for the agent (a receipt holds a merchant's details): readable
 * by its owner only, never through a symbolic link, and never over an existing file unless
 * `replace` (`--force`), and then by renaming a finished copy over it, so a reader never sees
 * half of it and the old one's mode and links do not carry over.
 */
export function writeOwnFile(file: string, content: string, replace: boolean): void {
  const existing = entryAt(file);
  if (existing?.isSymbolicLink()) throw new CliError(`${file} is a symbolic link; it is not followed: name a file instead.`, EXIT.input);
  if (existing !== undefined && !existing.isFile()) throw new CliError(`${file} exists and is not a regular file.`, EXIT.input);
  if (existing !== undefined && !replace) throw new CliError(`${file} exists: pass --force to replace it.`, EXIT.usage);
  if (existing === undefined) {
    writeNew(file, content);
    return;
  }
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  writeNew(temporary, content);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  fsyncDir(path.dirname(file));
}

function writeNew(file: string, content: string): void {
  let fd: number;
  try {
    fd = fs.openSync(file, CREATE_NEW, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP')
      throw new CliError(`${file} appeared while it was being written; nothing was written.`, EXIT.input);
    throw error;
  }
  try {
    fs.writeFileSync(fd, content, 'utf8');
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  fs.closeSync(fd);
}
