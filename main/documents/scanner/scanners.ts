import { createNaps2Backend } from './naps2-backend';
import { createSaneBackend } from './sane-backend';
import {
  type ScanMode,
  type ScannerBackend,
  type ScannerBackendName,
  type ScannerDevice,
  ScannerError,
  type ScannerErrorCode,
} from './scanner';

export interface ScannerList {
  devices: ScannerDevice[];
  /** Backends that could not list, in the agent's words (not installed, failed). */
  unavailable: { backend: ScannerBackendName; code: ScannerErrorCode; message: string }[];
}

export interface ScanRequest {
  backend: ScannerBackendName;
  deviceId: string;
  resolutionDpi: number;
  mode: ScanMode;
  onProgress(percent: number): void;
}

export interface Scanners {
  list(): Promise<ScannerList>;
  /**
   * Scans one page and hands it to `use` while the scan still holds the scanner, so cancelling
   * during `use` (normalising) is seen there through `signal`. One scan at a time: the scanner
   * is one device, and a second request is refused as busy.
   */
  scan<T>(request: ScanRequest, use: (page: Buffer, signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Cancels the running scan, if any; true when there was one. */
  cancel(): boolean;
}

/**
 * The platform's scanner programs in order of preference: SANE first where it exists (NAPS2 on
 * Linux drives the same SANE devices, so both would list each scanner twice), NAPS2 everywhere.
 */
export function defaultScannerBackends(platform: NodeJS.Platform = process.platform): ScannerBackend[] {
  if (platform === 'win32' || platform === 'darwin') return [createNaps2Backend({ platform })];
  return [createSaneBackend(), createNaps2Backend({ platform })];
}

/**
 * Lists through the first backend that is installed (the rest would repeat its devices, see
 * above) and scans through the one a device came from.
 */
export function createScanners(backends: readonly ScannerBackend[]): Scanners {
  let running: AbortController | undefined;

  return {
    async list() {
      const unavailable: ScannerList['unavailable'] = [];
      for (const backend of backends) {
        try {
          return { devices: await backend.list(), unavailable };
        } catch (error) {
          if (!(error instanceof ScannerError)) throw error;
          unavailable.push({ backend: backend.name, code: error.code, message: error.message });
          if (error.code !== 'not_installed') return { devices: [], unavailable };
        }
      }
      return { devices: [], unavailable };
    },

    async scan(request, use) {
      const backend = backends.find((candidate) => candidate.name === request.backend);
      if (backend === undefined) {
        throw new ScannerError('not_installed', `This app has no ${request.backend} scanner support on this computer.`);
      }
      if (running !== undefined) throw new ScannerError('busy', 'A scan is already running. Wait for it to finish or cancel it.');
      const controller = new AbortController();
      running = controller;
      try {
        const page = await backend.scan(request.deviceId, {
          resolutionDpi: request.resolutionDpi,
          mode: request.mode,
          signal: controller.signal,
          onProgress: request.onProgress,
        });
        return await use(page, controller.signal);
      } finally {
        running = undefined;
      }
    },

    cancel() {
      if (running === undefined) return false;
      running.abort();
      return true;
    },
  };
}
