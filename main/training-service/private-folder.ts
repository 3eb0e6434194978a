import fs from 'node:fs';
import { HAS_POSIX_MODES, formatMode } from '../crypto/private-files';

/** Why the training service will not use a data folder; `message` says it in one sentence. */
export type DataFolderProblem = 'not_a_folder' | 'not_owned' | 'writable_by_others';

export class TrainingDataFolderError extends Error {
  override readonly name = 'TrainingDataFolderError';
  constructor(
    readonly code: DataFolderProblem,
    readonly folder: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Makes `folder` the agent's own: created 0700 when missing; an existing one must be a real
 * folder of this user that nobody else can write to (then it is tightened to 0700). A folder
 * someone else made first, in a shared place such as /tmp, could be read or filled by them, and
 * chmod on it fails anyway: it is refused with its reason instead.
 */
export function ensureOwnFolder(folder: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    stat = fs.lstatSync(folder);
  }
  if (!stat.isDirectory()) {
    throw new TrainingDataFolderError(
      'not_a_folder',
      folder,
      `The training service's data folder ${folder} is not a folder (a link or a file is there).`,
    );
  }
  if (!HAS_POSIX_MODES) return;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new TrainingDataFolderError(
      'not_owned',
      folder,
      `The training service's data folder ${folder} belongs to another user (uid ${stat.uid}, not ${uid}): choose a folder of your own with --data, or remove that one.`,
    );
  }
  if ((stat.mode & 0o022) !== 0) {
    throw new TrainingDataFolderError(
      'writable_by_others',
      folder,
      `The training service's data folder ${folder} can be written by other users (${formatMode(stat.mode)}): run chmod 700 on it, or choose another with --data.`,
    );
  }
  // mkdir's mode is filtered by the umask, and a folder may have been made readable to others.
  fs.chmodSync(folder, 0o700);
}
