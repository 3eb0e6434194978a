import { afterEachTest } from './after-each-test';
import { type TrainingService, type TrainingServiceOptions, startTrainingService } from '$main/training-service/training-service';
import { tempDir } from './temp-dir';

const open: TrainingService[] = [];

// Registered after temp-dir's cleanup, so it runs first: services close before their folders go.
afterEachTest(async () => {
  for (const service of open.splice(0).reverse()) await service.close();
});

/**
 * The tests' one training service starter: on a free port (or `port`, to come back on the same
 * one) over a data folder of its own (or `dataDir`, to keep its merchants), closed after the test.
 * A handler's unexpected error reaches the client as a 500; `onError` collects it when a test asks.
 */
export async function startService(options: Partial<TrainingServiceOptions> = {}): Promise<TrainingService> {
  const service = await startTrainingService({ onError: () => {}, ...options, dataDir: options.dataDir ?? tempDir('fieldboard-service-') });
  open.push(service);
  return service;
}
