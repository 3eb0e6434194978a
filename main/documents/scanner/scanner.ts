/** The scanner programs Fieldboard can drive, each as a child process. */
export type ScannerBackendName = 'sane' | 'naps2';
export type ScanMode = 'Color' | 'Gray';

export interface ScannerDevice {
  backend: ScannerBackendName;
  /** The backend's own name for the device (`test:0`, `epson2:net:192.0.2.7`, a NAPS2 device name). */
  id: string;
  /** What the agent reads: vendor and model as the backend reports them. */
  label: string;
}

export interface ScanOptions {
  resolutionDpi: number;
  mode: ScanMode;
  /** Aborting kills the scanner program; the scan then rejects with `cancelled`. */
  signal: AbortSignal;
  /** 0–100, as often as the program reports it; NAPS2 reports only completion. */
  onProgress(percent: number): void;
}

export interface ScannerBackend {
  readonly name: ScannerBackendName;
  list(): Promise<ScannerDevice[]>;
  /** The scanned page as the program wrote it (PNG here); untrusted until normalised. */
  scan(deviceId: string, options: ScanOptions): Promise<Buffer>;
}

export type ScannerErrorCode = 'not_installed' | 'no_device' | 'busy' | 'timeout' | 'cancelled' | 'failed';

/** A scanner problem in words the agent can act on; never a crash of the app. */
export class ScannerError extends Error {
  override readonly name = 'ScannerError';
  constructor(
    readonly code: ScannerErrorCode,
    message: string,
  ) {
    super(message);
  }
}
