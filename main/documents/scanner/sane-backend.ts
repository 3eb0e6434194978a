import { lastMessageLine, runScannerProgram } from './run-scanner-program';
import { type ScanMode, type ScanOptions, type ScannerBackend, type ScannerDevice, ScannerError } from './scanner';

export interface SaneBackendOptions {
  /** `scanimage` on the PATH unless told otherwise. */
  command?: string;
  /** Added to the app's environment; tests point SANE_CONFIG_DIR at their own backends. */
  env?: NodeJS.ProcessEnv;
  /** Listing probes USB and the network; a dead network scanner can take long to give up. */
  listTimeoutMs?: number;
  /** A 600 dpi colour A4 on a slow USB scanner takes about two minutes. */
  scanTimeoutMs?: number;
  killGraceMs?: number;
}

const NOT_INSTALLED =
  "Scanning needs SANE's scanimage program, which is not installed on this computer. Install the sane-utils package, or photograph the document or choose a file instead.";
/** A4 at 600 dpi in colour is about 100 MB uncompressed; PNG output is smaller. */
const MAX_SCAN_BYTES = 200 * 1024 * 1024;

/** SANE (Linux, also macOS through Homebrew) through its command-line front end. */
export function createSaneBackend(options: SaneBackendOptions = {}): ScannerBackend {
  const command = options.command ?? 'scanimage';
  const env = { ...process.env, ...options.env };
  const common = { command, env, stopSignal: 'SIGTERM' as const, killGraceMs: options.killGraceMs ?? 5000, notInstalled: NOT_INSTALLED };

  return {
    name: 'sane',
    async list() {
      const result = await runScannerProgram({
        ...common,
        args: ['-L'],
        timeoutMs: options.listTimeoutMs ?? 30_000,
        maxOutputBytes: 1024 * 1024,
      });
      if (result.exitCode !== 0) throw failure(result.stderr);
      return parseSaneDeviceList(result.stdout.toString('utf8'));
    },
    async scan(deviceId: string, scan: ScanOptions) {
      const progress = saneProgressReader(scan.onProgress);
      const result = await runScannerProgram({
        ...common,
        args: saneScanArgs(deviceId, scan),
        timeoutMs: options.scanTimeoutMs ?? 180_000,
        signal: scan.signal,
        maxOutputBytes: MAX_SCAN_BYTES,
        onStderr: progress,
      });
      if (result.exitCode !== 0) throw failure(result.stderr, deviceId);
      if (result.stdout.length === 0) throw new ScannerError('failed', 'The scanner finished without sending a page.');
      return result.stdout;
    },
  };
}

export function saneScanArgs(deviceId: string, { resolutionDpi, mode }: { resolutionDpi: number; mode: ScanMode }): string[] {
  // PNG: lossless, so the one lossy step is ours, after the page is straightened and sized.
  return ['-d', deviceId, '--format=png', '--progress', '--resolution', String(resolutionDpi), '--mode', mode];
}

/** `scanimage -L` prints one line per device: device `test:0' is a Noname frontend-tester virtual device */
export function parseSaneDeviceList(stdout: string): ScannerDevice[] {
  const devices: ScannerDevice[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^device `(.+)' is an? (.+)$/.exec(line.trim());
    if (match) devices.push({ backend: 'sane', id: match[1]!, label: match[2]!.trim() });
  }
  return devices;
}

/**
 * scanimage writes `Progress: 12.3%` to stderr, separated by carriage returns. Reports whole
 * percents as they increase; a report split across two chunks is joined first.
 */
export function saneProgressReader(onProgress: (percent: number) => void): (text: string) => void {
  let carry = '';
  let last = -1;
  return (text) => {
    const joined = carry + text;
    let percent: number | undefined;
    for (const match of joined.matchAll(/Progress: (\d+(?:\.\d+)?)%/g)) percent = Number(match[1]);
    carry = joined.slice(Math.max(joined.lastIndexOf('%') + 1, joined.length - 32));
    if (percent === undefined) return;
    const whole = Math.min(100, Math.floor(percent));
    if (whole > last) {
      last = whole;
      onProgress(whole);
    }
  };
}

function failure(stderr: string, deviceId?: string): ScannerError {
  const line = lastMessageLine(stderr);
  if (/device busy/i.test(stderr)) {
    return new ScannerError('busy', 'The scanner is busy, perhaps in use by another program. Close that program and try again.');
  }
  if (deviceId !== undefined && /open of device .* failed/i.test(stderr)) {
    return new ScannerError(
      'no_device',
      'The scanner could not be opened. Check that it is switched on and connected, then list the scanners again.',
    );
  }
  return new ScannerError('failed', `The scanner reported an error${line ? `: ${line.replace(/^scanimage: /, '')}` : ''}.`);
}
