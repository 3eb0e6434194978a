import type { MerchantRecord } from '$main/training-service/id-store';
import { type TrainingService, startTrainingService } from '$main/training-service/training-service';
import type { FaultInput } from '$main/training-service/faults/faults';
import { controlFetch } from '../../helpers/control-api';
import { tempDir } from '../../helpers/temp-dir';
import { eventually } from './wait';

export const TRAINING_KEY = 'training';

/**
 * The training service in the test process, on one port for its whole life: stopped, it is the
 * acquirer out of reach; started again on the same port and data folder, it is the same acquirer
 * back, with the merchants it created before.
 */
export class TestService {
  private running: TrainingService | undefined;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    running: TrainingService,
  ) {
    this.running = running;
  }

  static async start(): Promise<TestService> {
    const dataDir = tempDir('fieldboard-e2e-service-');
    const running = await startTrainingService({ port: 0, dataDir });
    return new TestService(running.port, dataDir, running);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/isoapi`;
  }

  /** The running service; throws while it is stopped, so a test cannot read a closed one. */
  get live(): TrainingService {
    if (this.running === undefined) throw new Error('the training service is stopped');
    return this.running;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running?.close();
  }

  async restart(): Promise<void> {
    if (this.running !== undefined) return;
    this.running = await startTrainingService({ port: this.port, dataDir: this.dataDir });
  }

  setFaults(faults: FaultInput[]): void {
    this.live.setFaults(faults);
  }

  /** What the service created, read over its control API as any client of it would. */
  async merchants(): Promise<MerchantRecord[]> {
    const response = await controlFetch(this.live, '/merchants');
    if (!response.ok) throw new Error(`GET /__control/merchants answered ${response.status}`);
    return ((await response.json()) as { merchants: MerchantRecord[] }).merchants;
  }

  /**
   * Makes the service refuse an application the client accepts (the technique of the outbox's
   * integration test): the settings answer of the client's next sync is held with the settings
   * as they are, and while it is held the key loses a fee name, so the application the client
   * validated against the old settings is validated by the service against the new ones. The
   * answer goes out only once the key has changed, so no clock decides the order.
   * `send` must make the client send (queue an application). Returns the fee name dropped and
   * a function that gives the key its old settings back.
   */
  async refuseNextSubmission(send: () => Promise<void>): Promise<{ dropped: string; restore: () => void }> {
    const original = await this.settings();
    const names: string[] = original.Fees.MerchantServiceChargeFeeNames;
    const dropped = names.at(-1)!;
    this.setFaults([{ kind: 'hold', target: 'settings', times: 1 }]);
    await send();
    await eventually(() => this.live.stats().held, 'the client never synced before sending').toBe(1);
    const changed = structuredClone(original);
    changed.Fees.MerchantServiceChargeFeeNames = names.filter((name) => name !== dropped);
    this.live.setKeySettings(TRAINING_KEY, changed);
    this.live.releaseHeld();
    return { dropped, restore: () => this.live.setKeySettings(TRAINING_KEY, original) };
  }

  /** The key's settings resource as the service serves it now. */
  async settings(): Promise<Record<string, any>> {
    const response = await fetch(`${this.baseUrl}/settings`, { headers: { Apikey: TRAINING_KEY } });
    return (await response.json()) as Record<string, any>;
  }
}

/** The app's command line for a named service: not training mode, the key from the environment. */
export function serviceArgs(service: TestService): { args: string[]; env: Record<string, string> } {
  return { args: ['--training', 'off', '--base-url', service.baseUrl], env: { FIELDBOARD_API_KEY: TRAINING_KEY } };
}
