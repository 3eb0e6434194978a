import { afterEachTest } from './after-each-test';
import { type TrainingService, startTrainingService } from '../../main/training-service';
import { tempDir } from './temp-dir';

const closing: (() => Promise<void>)[] = [];
afterEachTest(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** Closes `close` after the current test, in the reverse order of registration. */
export function closeAfterTest(close: () => Promise<void>): void {
  closing.push(close);
}

/** A training service of the test's own, closed after it. */
export async function testTrainingService(): Promise<TrainingService> {
  const started = await startTrainingService({ dataDir: tempDir('fieldboard-ts-') });
  closeAfterTest(() => started.close());
  return started;
}
