import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createNaps2Backend } from '$main/documents/scanner/naps2-backend';
import { createSaneBackend, type SaneBackendOptions } from '$main/documents/scanner/sane-backend';
import type { ScannerBackend } from '$main/documents/scanner/scanner';
import type { Runtime } from '$main/runtime/runtime';
import { listDocuments } from '$main/database';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/**
 * SANE's own `test` backend, a virtual scanner that streams a real image through the real
 * scanimage. Each test gets a SANE_CONFIG_DIR of its own: only `test` in dll.conf (no probing of
 * this machine's USB or network), and a test.conf whose read delay makes a scan as slow as needed.
 */
function saneTestBackend(options: { delayMs?: number } & SaneBackendOptions = {}): { backend: ScannerBackend; configDir: string } {
  const configDir = tempDir('fieldboard-sane-');
  fs.writeFileSync(path.join(configDir, 'dll.conf'), 'test\n');
  fs.writeFileSync(
    path.join(configDir, 'test.conf'),
    // A pause after each 64 KB: at 200 ms a 600 dpi page takes about a minute, long enough to cancel mid-scan.
    [
      'number_of_devices 2',
      'test-picture "Color pattern"',
      `read-delay ${options.delayMs ? 'true' : 'false'}`,
      `read-delay-duration ${(options.delayMs ?? 1) * 1000}`,
      '',
    ].join('\n'),
  );
  const { delayMs: _delay, ...backendOptions } = options;
  return { backend: createSaneBackend({ killGraceMs: 1000, ...backendOptions, env: { SANE_CONFIG_DIR: configDir } }), configDir };
}

/** scanimage processes still alive that were started with this config folder, seen from /proc. */
function scanimageProcesses(configDir: string): number[] {
  const marker = `SANE_CONFIG_DIR=${configDir}\0`;
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return (
          fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker) &&
          !fs.readFileSync(`/proc/${pid}/stat`, 'latin1').includes(') Z ')
        );
      } catch {
        return false; // gone meanwhile, or not ours
      }
    })
    .map(Number);
}

const SLOW = 200;

async function draft(runtime: Runtime): Promise<string> {
  return (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id;
}

function progressOf(runtime: Runtime): number[] {
  const seen: number[] = [];
  runtime.events.subscribe((event, payload) => {
    if (event === 'documents:scanProgress') {
      expect((payload as { deviceId: string }).deviceId).toBe('test:0');
      seen.push((payload as { percent: number }).percent);
    }
  });
  return seen;
}

const firstProgress = (seen: number[]) =>
  new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (seen.length > 0) {
        clearInterval(check);
        resolve();
      }
    }, 20);
  });

describe('scanning through SANE (scanimage with the test backend)', () => {
  it('lists the test scanners', async () => {
    const { backend } = saneTestBackend();
    const runtime = await startTestRuntime({ scanners: [backend] });
    const listed = await invoke(runtime, 'documents:listScanners', {});
    expect(listed.value).toEqual({
      devices: [
        { backend: 'sane', id: 'test:0', label: 'Noname frontend-tester virtual device' },
        { backend: 'sane', id: 'test:1', label: 'Noname frontend-tester virtual device' },
      ],
      unavailable: [],
    });
  });

  it('scans a page, reports progress, normalises and stores it under its role', async () => {
    // 20 ms per 64 KB spreads the page's 13 blocks over a quarter second, so progress comes in steps.
    const { backend } = saneTestBackend({ delayMs: 20 });
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = await draft(runtime);
    const progress = progressOf(runtime);

    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'bankConfirmation',
      backend: 'sane',
      deviceId: 'test:0',
      resolutionDpi: 150,
    });
    expect(scanned.ok).toBe(true);
    expect(scanned.value.outcome).toBe('stored');
    expect(scanned.value.attachment).toMatchObject({
      role: 'bankConfirmation',
      fileName: expect.stringMatching(/^bank-confirmation\.(png|jpg)$/),
    });

    // 80 × 100 mm at 150 dpi, as the test backend draws it.
    const read = await invoke(runtime, 'attachments:read', { attachmentId: scanned.value.attachment.id });
    const meta = await sharp(Buffer.from(read.value.dataBase64, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([472, 590]);
    expect(listDocuments(runtime.core.database, id)).toHaveLength(1);

    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
  });

  it('cancels mid-scan: the child is gone, the answer is "cancelled", nothing is stored', async () => {
    const { backend, configDir } = saneTestBackend({ delayMs: SLOW });
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = await draft(runtime);
    const progress = progressOf(runtime);

    const started = Date.now();
    const scanning = invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'sane',
      deviceId: 'test:0',
      resolutionDpi: 600,
      mode: 'Gray',
    });
    await firstProgress(progress);
    expect(scanimageProcesses(configDir)).toHaveLength(1);
    expect((await invoke(runtime, 'documents:cancelScan', {})).ok).toBe(true);

    expect((await scanning).value).toEqual({ outcome: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(15_000); // the full page would take about a minute
    expect(progress.at(-1)).toBeLessThan(100);
    expect(scanimageProcesses(configDir)).toEqual([]);
    expect(listDocuments(runtime.core.database, id)).toEqual([]);
  });

  it('refuses a second scan while one runs: one scanner, one scan', async () => {
    const { backend } = saneTestBackend({ delayMs: SLOW });
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = await draft(runtime);
    const progress = progressOf(runtime);
    const request = { applicationId: id, role: 'identification', backend: 'sane', deviceId: 'test:0', resolutionDpi: 600, mode: 'Gray' };
    const first = invoke(runtime, 'documents:scan', request);
    await firstProgress(progress);
    const second = await invoke(runtime, 'documents:scan', request);
    expect(second.value).toMatchObject({ outcome: 'failed', reason: 'busy' });
    await invoke(runtime, 'documents:cancelScan', {});
    expect((await first).value.outcome).toBe('cancelled');
  });

  it('stops a scan that takes longer than its time limit, leaving no child and storing nothing', async () => {
    const { backend, configDir } = saneTestBackend({ delayMs: SLOW, scanTimeoutMs: 1500 });
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = await draft(runtime);
    const started = Date.now();
    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'sane',
      deviceId: 'test:0',
      resolutionDpi: 600,
    });
    expect(scanned.value).toEqual({
      outcome: 'failed',
      reason: 'timeout',
      message: 'The scanner did not finish within 2 seconds and was stopped.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(scanimageProcesses(configDir)).toEqual([]);
    expect(listDocuments(runtime.core.database, id)).toEqual([]);
  });

  it('reports a device that cannot be opened in plain words', async () => {
    const { backend } = saneTestBackend();
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = await draft(runtime);
    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'sane',
      deviceId: 'test:9',
    });
    expect(scanned.value).toMatchObject({
      outcome: 'failed',
      reason: 'no_device',
      message: expect.stringMatching(/switched on and connected/),
    });
  });
});

describe('a missing scanner program is reported, not a crash', () => {
  const NOT_INSTALLED =
    /^Scanning needs SANE's scanimage program, which is not installed on this computer\. Install the sane-utils package/;

  it.each([
    ['a scanimage path that does not exist', () => createSaneBackend({ command: path.join(tempDir(), 'bin', 'scanimage') })],
    ['a PATH without scanimage', () => createSaneBackend({ env: { PATH: tempDir() } })],
  ])('%s: listing says so, scanning answers not_installed', async (_name, make) => {
    const runtime = await startTestRuntime({ scanners: [make()] });
    const listed = await invoke(runtime, 'documents:listScanners', {});
    expect(listed.value.devices).toEqual([]);
    expect(listed.value.unavailable).toEqual([{ backend: 'sane', reason: 'not_installed', message: expect.stringMatching(NOT_INSTALLED) }]);
    const id = await draft(runtime);
    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'sane',
      deviceId: 'test:0',
    });
    expect(scanned.value).toEqual({ outcome: 'failed', reason: 'not_installed', message: expect.stringMatching(NOT_INSTALLED) });
    expect(listDocuments(runtime.core.database, id)).toEqual([]);
  });

  it('with neither SANE nor NAPS2 installed, the listing names both', async () => {
    const none = tempDir();
    const runtime = await startTestRuntime({
      scanners: [createSaneBackend({ command: path.join(none, 'scanimage') }), createNaps2Backend({ command: path.join(none, 'naps2') })],
    });
    const listed = await invoke(runtime, 'documents:listScanners', {});
    expect(listed.value.unavailable.map((u: { backend: string; reason: string }) => [u.backend, u.reason])).toEqual([
      ['sane', 'not_installed'],
      ['naps2', 'not_installed'],
    ]);
  });

  it('lists through SANE alone when it is installed: NAPS2 would list the same devices again', async () => {
    const { backend } = saneTestBackend();
    const runtime = await startTestRuntime({ scanners: [backend, createNaps2Backend({ command: path.join(tempDir(), 'naps2') })] });
    const listed = await invoke(runtime, 'documents:listScanners', {});
    expect(listed.value.devices.map((d: { id: string }) => d.id)).toEqual(['test:0', 'test:1']);
    expect(listed.value.unavailable).toEqual([]);
  });
});

describe("a scanner's output is untrusted input", () => {
  it('a page that is not an image is refused as invalid_file and not stored', async () => {
    const broken: ScannerBackend = {
      name: 'sane',
      list: async () => [{ backend: 'sane', id: 'broken:0', label: 'Broken' }],
      // A PNG signature and then nothing a decoder can read: a scanner that died mid-page.
      scan: async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]),
    };
    const runtime = await startTestRuntime({ scanners: [broken] });
    const id = await draft(runtime);
    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'sane',
      deviceId: 'broken:0',
    });
    expect(scanned.error).toEqual({
      code: 'invalid_file',
      params: { fileName: '', why: 'corrupt' },
      message: '',
    });
    expect(listDocuments(runtime.core.database, id)).toEqual([]);
  });
});
