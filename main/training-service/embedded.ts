import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StartTraining } from '$main/core/settings/training-mode';
import { trainingSettings } from './default-settings';
import { startTrainingService } from './training-service';

/**
 * Training mode as the runtime and the command line run it: the service on 127.0.0.1 with its
 * SQLite under the data folder's `training-service/`, accepting one key only, made for this run
 * and handed to the core alone. 127.0.0.1 is every local user's, so the public `training` key
 * would let anyone on the machine create merchants in the agent's training data. The core only
 * receives this starter and keeps what it answers (the core does not import the training service).
 */
export const startEmbeddedTraining: StartTraining = async ({ dataDir, onError }) => {
  const apiKey = randomBytes(32).toString('base64url');
  const service = await startTrainingService({
    dataDir: path.join(dataDir, 'training-service'),
    keys: { [apiKey]: trainingSettings() },
    onError,
  });
  return { baseUrl: service.baseUrl, apiKey, close: () => service.close() };
};
