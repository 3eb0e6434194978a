import { type FolderProblem, OwnFolderError, ensureOwnFolder } from '$main/crypto/own-folder';

/** Why the training service will not use a data folder; `message` says it in one sentence. */
export type DataFolderProblem = FolderProblem;

export class TrainingDataFolderError extends OwnFolderError {
  override readonly name = 'TrainingDataFolderError';
}

/** The training service's folder is held to the same rule as the app's own data folder (`ensureOwnFolder`). */
export function ensureTrainingFolder(folder: string): void {
  try {
    ensureOwnFolder(folder, "The training service's data folder");
  } catch (error) {
    if (error instanceof OwnFolderError) throw new TrainingDataFolderError(error.code, error.folder, error.message);
    throw error;
  }
}
