import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createNaps2Backend } from '$main/documents/scanner/naps2-backend';
import { ScannerError } from '$main/documents/scanner/scanner';
import { listDocuments } from '$main/database';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/**
 * NAPS2 is not installed here, so its console is played by a shell script that behaves as the
 * real one does: `console` verb first, device names on --listdevices, the page written to -o,
 * problems printed on stdout with exit code 0. It records its arguments for the test to read.
 */
function fakeNaps2(): { command: string; argsFile: string; env: NodeJS.ProcessEnv } {
  const dir = tempDir('fieldboard-naps2-');
  const command = path.join(dir, 'naps2');
  const argsFile = path.join(dir, 'args.txt');
  const page = path.join(dir, 'fixture.png');
  fs.writeFileSync(
    command,
    `#!/bin/sh
printf '%s\\n' "$@" > "$FAKE_NAPS2_ARGS"
[ "$1" = console ] || { echo "expected the console verb"; exit 2; }
shift
[ "$1" = --listdevices ] && { echo "Canon LiDE 400"; echo "HP ENVY 6000 series"; exit 0; }
out=""; device=""
while [ $# -gt 0 ]; do
  case "$1" in -o) out="$2"; shift;; --device) device="$2"; shift;; esac
  shift
done
[ "$device" = "Offline Scanner" ] && { echo "Scanning..."; echo "The scanner is offline."; exit 0; }
[ "$device" = "Slow Scanner" ] && exec sleep 30
cp "$FAKE_NAPS2_PAGE" "$out"
echo "Scanned page 1."
`,
    { mode: 0o755 },
  );
  return { command, argsFile, env: { FAKE_NAPS2_ARGS: argsFile, FAKE_NAPS2_PAGE: page } };
}

async function writePage(env: NodeJS.ProcessEnv) {
  await sharp({ create: { width: 850, height: 1100, channels: 3, background: '#f4f4f0' } })
    .png()
    .toFile(env.FAKE_NAPS2_PAGE!);
}

const argsOf = (file: string) => fs.readFileSync(file, 'utf8').trimEnd().split('\n');

describe('NAPS2 console backend', () => {
  it('lists device names, one per line, with the driver it was given', async () => {
    const fake = fakeNaps2();
    const backend = createNaps2Backend({ command: fake.command, commandPrefix: ['console'], driver: 'sane', env: fake.env });
    expect(await backend.list()).toEqual([
      { backend: 'naps2', id: 'Canon LiDE 400', label: 'Canon LiDE 400' },
      { backend: 'naps2', id: 'HP ENVY 6000 series', label: 'HP ENVY 6000 series' },
    ]);
    expect(argsOf(fake.argsFile)).toEqual(['console', '--listdevices', '--driver', 'sane']);
  });

  it('scans to a private temporary file, stores the normalised page, and removes the file', async () => {
    const fake = fakeNaps2();
    await writePage(fake.env);
    const backend = createNaps2Backend({ command: fake.command, commandPrefix: ['console'], driver: 'twain', env: fake.env });
    const runtime = await startTestRuntime({ scanners: [backend] });
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id;
    const progress: number[] = [];
    runtime.events.subscribe(
      (event, payload) => event === 'documents:scanProgress' && progress.push((payload as { percent: number }).percent),
    );

    const scanned = await invoke(runtime, 'documents:scan', {
      applicationId: id,
      role: 'identification',
      backend: 'naps2',
      deviceId: 'Canon LiDE 400',
      resolutionDpi: 200,
      mode: 'Gray',
    });
    expect(scanned.value).toMatchObject({ outcome: 'stored', attachment: { fileName: expect.stringMatching(/^id-document\.(png|jpg)$/) } });
    expect(progress).toEqual([100]); // NAPS2's console reports no percentages, only the finished page

    const args = argsOf(fake.argsFile);
    const output = args[args.indexOf('-o') + 1]!;
    expect(args).toEqual([
      'console',
      ...['-o', output, '--noprofile', '--driver', 'twain', '--device', 'Canon LiDE 400'],
      ...['--dpi', '200', '--bitdepth', 'gray', '--force', '--verbose'],
    ]);
    expect(path.basename(path.dirname(output))).toMatch(/^fieldboard-scan-/);
    expect(fs.existsSync(path.dirname(output))).toBe(false);
    expect(listDocuments(runtime.core.database, id)).toHaveLength(1);
  });

  it('reports what NAPS2 printed when it wrote no page, and cleans up', async () => {
    const fake = fakeNaps2();
    const backend = createNaps2Backend({ command: fake.command, commandPrefix: ['console'], env: fake.env });
    const error = await backend
      .scan('Offline Scanner', { resolutionDpi: 300, mode: 'Color', signal: new AbortController().signal, onProgress: () => {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScannerError);
    expect(error).toMatchObject({ code: 'failed', message: 'NAPS2 could not scan: The scanner is offline.' });
    const args = argsOf(fake.argsFile);
    expect(fs.existsSync(path.dirname(args[args.indexOf('-o') + 1]!))).toBe(false);
  });

  it('cancels with Ctrl+C (SIGINT), then cleans up', async () => {
    const fake = fakeNaps2();
    const backend = createNaps2Backend({ command: fake.command, commandPrefix: ['console'], env: fake.env, killGraceMs: 1000 });
    const controller = new AbortController();
    const started = Date.now();
    const scanning = backend.scan('Slow Scanner', { resolutionDpi: 300, mode: 'Color', signal: controller.signal, onProgress: () => {} });
    setTimeout(() => controller.abort(), 300);
    await expect(scanning).rejects.toMatchObject({ code: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(5000);
    const args = argsOf(fake.argsFile);
    expect(fs.existsSync(path.dirname(args[args.indexOf('-o') + 1]!))).toBe(false);
  });

  it('says plainly that NAPS2 is not installed, for listing and scanning', async () => {
    const backend = createNaps2Backend({ command: path.join(tempDir(), 'NAPS2.Console.exe'), commandPrefix: [] });
    const expected = {
      code: 'not_installed',
      message: expect.stringMatching(/^Scanning needs NAPS2, which is not installed on this computer\./),
    };
    await expect(backend.list()).rejects.toMatchObject(expected);
    await expect(
      backend.scan('Canon LiDE 400', { resolutionDpi: 300, mode: 'Color', signal: new AbortController().signal, onProgress: () => {} }),
    ).rejects.toMatchObject(expected);
  });
});
