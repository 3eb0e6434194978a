import type { IPC_CHANNELS } from '$shared/ipc/contract';
import type { Core, ReceiptPrinter, Scanners, Scheduler, WipeReport } from '$main/core';
import type { Handlers } from '../dispatcher';
import type { EventBus } from '../event-bus';

export interface HandlerContext {
  core: Core;
  scheduler: Scheduler;
  events: EventBus;
  /** The scanner programs of this computer; tests pass SANE's test backend. */
  scanners: Scanners;
  /** The system's open-file dialog (the app only); answers a path or undefined when cancelled. */
  pickFile?: () => Promise<string | undefined>;
  /** Makes receipt PDFs: Electron's printToPDF in the app; absent in the browser host and the command line. */
  printer?: ReceiptPrinter;
  /**
   * Asks the agent, in a dialog main owns (the app), whether to change the service address, which
   * forgets the stored API key. Absent in the browser host: there the change simply clears the key.
   */
  confirmServiceChange?: (change: { from: string | null; to: string | null }) => Promise<boolean>;
  /** The runtime's wipe: crypto-erase, delete, reopen as new. Absent where no runtime owns the core. */
  wipe?: (options: { force: boolean }) => Promise<WipeReport>;
}

/** The handlers of one domain's channels, typed from its part of the contract. */
export type ChannelHandlers<Channels extends Partial<typeof IPC_CHANNELS>> = Pick<Handlers, keyof Channels & keyof Handlers>;
