/** The training service's public surface: what the app's training mode, the CLI and the tests use. */
export { startTrainingService, type TrainingService, type TrainingServiceOptions } from './training-service';
export { type TrainingServiceStats } from './stats';
export { FaultSchema, type Fault, type FaultInput, type FaultKind } from './faults';
export { MAX_REQUEST_BYTES } from './read-body';
export { SUPPORTED_API_VERSIONS, LATEST_API_VERSION } from './auth-and-version';
export { BASE_PATH } from './router';
export { CONTROL_PREFIX, CONTROL_TOKEN_HEADER } from './control-api';
export { TrainingDataFolderError } from './private-folder';
export { applicationHash } from './application-hash';
export { InvalidKeyConfigError, keyFingerprint, loadKeysFile } from './key-registry';
export { DEFAULT_NORTH_KEY, DEFAULT_TRAINING_KEY, defaultKeys, northSettings, trainingSettings } from './default-settings';
export { DATABASE_FILE } from './id-store';
