import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lastMessageLine, runScannerProgram } from './run-scanner-program';
import { type ScanMode, type ScanOptions, type ScannerBackend, ScannerError } from './scanner';

export type Naps2Driver = 'wia' | 'twain' | 'apple' | 'sane' | 'escl';

export interface Naps2BackendOptions {
  /** The program, and what goes before NAPS2's own options (`console` on macOS and Linux). */
  command?: string;
  commandPrefix?: readonly string[];
  driver?: Naps2Driver;
  env?: NodeJS.ProcessEnv;
  listTimeoutMs?: number;
  scanTimeoutMs?: number;
  killGraceMs?: number;
  platform?: NodeJS.Platform;
}

const NOT_INSTALLED =
  'Scanning needs NAPS2, which is not installed on this computer. Install NAPS2 from naps2.com, or photograph the document or choose a file instead.';

/**
 * Where NAPS2 puts its console: a separate executable on Windows, a `console` verb of the app on
 * macOS and Linux. Each platform's native driver is the default (WIA, Apple's ImageCaptureCore, SANE).
 */
export function defaultNaps2Invocation(platform: NodeJS.Platform = process.platform): {
  command: string;
  commandPrefix: string[];
  driver: Naps2Driver;
} {
  if (platform === 'win32') {
    return {
      command: path.win32.join(process.env.ProgramFiles ?? 'C:\\Program Files', 'NAPS2', 'NAPS2.Console.exe'),
      commandPrefix: [],
      driver: 'wia',
    };
  }
  if (platform === 'darwin')
    return { command: '/Applications/NAPS2.app/Contents/MacOS/NAPS2', commandPrefix: ['console'], driver: 'apple' };
  return { command: 'naps2', commandPrefix: ['console'], driver: 'sane' };
}

export function naps2ListArgs(driver: Naps2Driver): string[] {
  return ['--listdevices', '--driver', driver];
}

export function naps2ScanArgs(
  driver: Naps2Driver,
  device: string,
  outputFile: string,
  { resolutionDpi, mode }: { resolutionDpi: number; mode: ScanMode },
): string[] {
  // --noprofile: the agent's NAPS2 GUI profile (OCR, auto-save to a shared folder) must not apply.
  return [
    '-o',
    outputFile,
    '--noprofile',
    '--driver',
    driver,
    '--device',
    device,
    '--dpi',
    String(resolutionDpi),
    '--bitdepth',
    mode === 'Color' ? 'color' : 'gray',
    '--force',
    '--verbose',
  ];
}

/** NAPS2's console (Windows, macOS, Linux); it writes the page to a file, which is read and deleted. */
export function createNaps2Backend(options: Naps2BackendOptions = {}): ScannerBackend {
  const defaults = defaultNaps2Invocation(options.platform);
  const command = options.command ?? defaults.command;
  const prefix = options.commandPrefix ?? defaults.commandPrefix;
  const driver = options.driver ?? defaults.driver;
  const env = { ...process.env, ...options.env };
  const common = { command, env, stopSignal: 'SIGINT' as const, killGraceMs: options.killGraceMs ?? 5000, notInstalled: NOT_INSTALLED };

  return {
    name: 'naps2',
    async list() {
      const result = await runScannerProgram({
        ...common,
        args: [...prefix, ...naps2ListArgs(driver)],
        timeoutMs: options.listTimeoutMs ?? 30_000,
        maxOutputBytes: 1024 * 1024,
      });
      if (result.exitCode !== 0) throw failure(result.stdout.toString('utf8') + result.stderr);
      // One device name per line; the name is also what --device takes.
      return result.stdout
        .toString('utf8')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((name) => ({ backend: 'naps2' as const, id: name, label: name }));
    },
    async scan(deviceId: string, scan: ScanOptions) {
      // The page is an ID document: a private folder (mkdtemp is 0700), removed whatever happens.
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldboard-scan-'));
      const outputFile = path.join(folder, 'page.png');
      try {
        const result = await runScannerProgram({
          ...common,
          args: [...prefix, ...naps2ScanArgs(driver, deviceId, outputFile, scan)],
          timeoutMs: options.scanTimeoutMs ?? 180_000,
          signal: scan.signal,
          maxOutputBytes: 1024 * 1024,
        });
        // NAPS2 reports most problems on stdout and may still exit 0: the missing file tells.
        const page = await fs.readFile(outputFile).catch(() => undefined);
        if (page === undefined || result.exitCode !== 0) throw failure(result.stdout.toString('utf8') + result.stderr);
        scan.onProgress(100);
        return page;
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  };
}

function failure(output: string): ScannerError {
  const line = lastMessageLine(output);
  return new ScannerError('failed', `NAPS2 could not scan${line ? `: ${line}` : ''}.`);
}
