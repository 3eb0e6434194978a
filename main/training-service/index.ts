/** The training service's public surface: what the app's training mode, the CLI and the tests use. */
export { startTrainingService, type TrainingService, type TrainingServiceOptions } from './training-service';
export { type TrainingServiceStats } from './stats';
export { FaultSchema, type Fault, type FaultInput, type FaultKind } from './faults/faults';
export { MAX_REQUEST_BYTES } from './http/read-body';
export { SUPPORTED_API_VERSIONS, LATEST_API_VERSION } from './http/auth-and-version';
export { BASE_PATH } from './http/router';
export { CONTROL_PREFIX, CONTROL_TOKEN_HEADER } from './faults/control-api';
export { TrainingDataFolderError } from './private-folder';
export { applicationHash } from './application-hash';
export { InvalidKeyConfigError, keyFingerprint, loadKeysFile } from './key-registry';
export { DEFAULT_NORTH_KEY, DEFAULT_TRAINING_KEY, defaultKeys, northSettings, trainingSettings } from './default-settings';
export { DATABASE_FILE } from './id-store';
