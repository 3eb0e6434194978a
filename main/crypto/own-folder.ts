import fs from 'node:fs';
import { HAS_POSIX_MODES, formatMode } from './private-files';

/** Why a folder is not used; the error's message says it in one sentence, with what to do. */
export type FolderProblem = 'not_a_folder' | 'not_owned' | 'writable_by_others';

export class OwnFolderError extends Error {
  override readonly name: string = 'OwnFolderError';
  constructor(
    readonly code: FolderProblem,
    readonly folder: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Makes `folder` the user's own before anything in it is opened: created 0700 when missing; an
 * existing one must be a real folder (not a link) of this user that nobody else can write to, and
 * is then tightened to 0700. A folder someone else made first, in a shared place such as /tmp,
 * or one others may write, can hold what they put there (a link where the database or a log is
 * written); chmod on another user's folder fails anyway. `label` begins the refusal's sentence.
 * Every process that opens a data folder (command line, browser host, app, training service) and
 * every folder Fieldboard keeps in one (logs, backups) passes here.
 */
export function ensureOwnFolder(folder: string, label = 'The data folder'): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    stat = fs.lstatSync(folder);
  }
  if (!stat.isDirectory()) {
    throw new OwnFolderError('not_a_folder', folder, `${label} ${folder} is not a folder (a link or a file is there).`);
  }
  if (!HAS_POSIX_MODES) return;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new OwnFolderError(
      'not_owned',
      folder,
      `${label} ${folder} belongs to another user (uid ${stat.uid}, not ${uid}): choose a folder of your own, or remove that one.`,
    );
  }
  if ((stat.mode & 0o022) !== 0) {
    throw new OwnFolderError(
      'writable_by_others',
      folder,
      `${label} ${folder} can be written by other users (${formatMode(stat.mode)}): run chmod 700 on it, or choose another folder.`,
    );
  }
  // mkdir's mode is filtered by the umask, and a folder may have been made readable to others.
  if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(folder, 0o700);
}
