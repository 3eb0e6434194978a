/** What the core keeps of a running training service: where to reach it, and how to stop it. */
export interface TrainingEndpoint {
  /** `http://127.0.0.1:<port>/isoapi`, used instead of the configured base URL while training. */
  readonly baseUrl: string;
  /** The one key the service accepts, made for this run: never the public `training` key. */
  readonly apiKey: string;
  close(): Promise<void>;
}

/**
 * Starts the training service for a data folder. Handed to the core by the runtime and the
 * command line (main/training-service/embedded.ts), so the core never imports the service.
 */
export type StartTraining = (options: { dataDir: string; onError: (error: unknown) => void }) => Promise<TrainingEndpoint>;
