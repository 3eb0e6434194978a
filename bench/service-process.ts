import { fork } from 'node:child_process';
import type { TrainingServiceStats } from '$main/training-service/stats';
import { startTrainingService } from '$main/training-service/training-service';

/**
 * The training service in a process of its own, for the submit bench: its side of each request
 * (reading 2.7 MB of JSON, validating, hashing) must not count in the outbox's resident memory,
 * which is the app's. The bench bundle forks itself with `--service <dataDir>`.
 */
type ServiceMessage = { baseUrl: string } | { stats: TrainingServiceStats; maxRss: number };

export interface ServiceProcess {
  baseUrl: string;
  /** The service's counts, and its own peak resident set so far. */
  stats(): Promise<{ stats: TrainingServiceStats; maxRss: number }>;
  close(): Promise<void>;
}

export function startServiceProcess(dataDir: string): Promise<ServiceProcess> {
  const child = fork(process.argv[1]!, ['--service', dataDir], { execArgv: process.execArgv, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = () =>
    new Promise<ServiceMessage>((resolve, reject) => {
      child.once('message', (message: ServiceMessage) => resolve(message));
      child.once('exit', (code) => reject(new Error(`the training service process exited (${code})`)));
    });
  return next().then((started) => {
    if (!('baseUrl' in started)) throw new Error('the training service process did not start');
    return {
      baseUrl: started.baseUrl,
      async stats() {
        const answer = next();
        child.send('stats');
        const message = await answer;
        if (!('stats' in message)) throw new Error('the training service process did not answer with its stats');
        return message;
      },
      async close() {
        child.send('close');
        await exited;
      },
    };
  });
}

/** The child's side: starts the service, answers 'stats' and 'close'. */
export async function serveTrainingService(dataDir: string): Promise<void> {
  const service = await startTrainingService({ dataDir, onError: (error) => console.error('training service:', error) });
  process.send!({ baseUrl: service.baseUrl } satisfies ServiceMessage);
  process.on('message', (message) => {
    if (message === 'stats') {
      process.send!({ stats: service.stats(), maxRss: process.resourceUsage().maxRSS * 1024 } satisfies ServiceMessage);
    } else if (message === 'close') {
      void service.close().then(() => process.disconnect());
    }
  });
}
