import path from 'node:path';
import type { StartTraining } from '../core/training-mode';
import { startTrainingService } from './training-service';

/**
 * Training mode as the runtime and the command line run it: the service on 127.0.0.1 with its
 * SQLite under the data folder's `training-service/`. The core only receives this starter and
 * keeps the base URL it answers with (the core does not import the training service).
 */
export const startEmbeddedTraining: StartTraining = ({ dataDir, onError }) =>
  startTrainingService({ dataDir: path.join(dataDir, 'training-service'), onError });
