import { describe, expect, it } from 'vitest';
import { defaultNaps2Invocation, naps2ListArgs, naps2ScanArgs } from '$main/documents/scanner/naps2-backend';
import { lastMessageLine } from '$main/documents/scanner/run-scanner-program';
import { parseSaneDeviceList, saneProgressReader, saneScanArgs } from '$main/documents/scanner/sane-backend';

describe('scanimage', () => {
  it('is asked for a PNG with progress, at the chosen resolution and mode', () => {
    expect(saneScanArgs('epson2:net:192.0.2.7', { resolutionDpi: 300, mode: 'Gray' })).toEqual([
      '-d',
      'epson2:net:192.0.2.7',
      '--format=png',
      '--progress',
      '--resolution',
      '300',
      '--mode',
      'Gray',
    ]);
  });

  it('lists devices from -L, keeping colons in names and skipping the "no scanners" text', () => {
    const stdout = [
      "device `test:0' is a Noname frontend-tester virtual device",
      "device `hpaio:/net/OfficeJet_Pro_9010?ip=192.0.2.9' is a Hewlett-Packard OfficeJet_Pro_9010 all-in-one",
      '',
      'No scanners were identified. If you were expecting something different,',
    ].join('\n');
    expect(parseSaneDeviceList(stdout)).toEqual([
      { backend: 'sane', id: 'test:0', label: 'Noname frontend-tester virtual device' },
      { backend: 'sane', id: 'hpaio:/net/OfficeJet_Pro_9010?ip=192.0.2.9', label: 'Hewlett-Packard OfficeJet_Pro_9010 all-in-one' },
    ]);
    expect(parseSaneDeviceList('\nNo scanners were identified.\n')).toEqual([]);
  });

  it('reads progress from stderr in whole, rising percents, even when a report is split across chunks', () => {
    const seen: number[] = [];
    const read = saneProgressReader((percent) => seen.push(percent));
    read('Progress: 3.9%\rProgress: 7.8%\rProg');
    read('ress: 12.3%\rProgress: 12.9%\r');
    read('Progress: 100.0%\rProgress: 100.0%\r');
    expect(seen).toEqual([7, 12, 100]);
  });

  it('finds the line worth showing in a complaint', () => {
    expect(lastMessageLine('Progress: 3.9%\rscanimage: sane_read: Error during device I/O\n')).toBe(
      'scanimage: sane_read: Error during device I/O',
    );
    expect(lastMessageLine('Progress: 3.9%\r\n')).toBeUndefined();
  });
});

describe('NAPS2 console', () => {
  it('lists with a driver (NAPS2 requires one with --listdevices)', () => {
    expect(naps2ListArgs('wia')).toEqual(['--listdevices', '--driver', 'wia']);
  });

  it('scans one page to a file without the GUI profile, at the chosen resolution and depth', () => {
    expect(naps2ScanArgs('twain', 'Canon LiDE 400', '/tmp/x/page.png', { resolutionDpi: 200, mode: 'Color' })).toEqual([
      '-o',
      '/tmp/x/page.png',
      '--noprofile',
      '--driver',
      'twain',
      '--device',
      'Canon LiDE 400',
      '--dpi',
      '200',
      '--bitdepth',
      'color',
      '--force',
      '--verbose',
    ]);
    expect(naps2ScanArgs('sane', 'x', 'p.png', { resolutionDpi: 300, mode: 'Gray' })).toContain('gray');
  });

  it('is found where each platform installs it, with its native driver', () => {
    expect(defaultNaps2Invocation('win32')).toMatchObject({ commandPrefix: [], driver: 'wia' });
    expect(defaultNaps2Invocation('win32').command).toMatch(/NAPS2\\NAPS2\.Console\.exe$/);
    expect(defaultNaps2Invocation('darwin')).toEqual({
      command: '/Applications/NAPS2.app/Contents/MacOS/NAPS2',
      commandPrefix: ['console'],
      driver: 'apple',
    });
    expect(defaultNaps2Invocation('linux')).toEqual({ command: 'naps2', commandPrefix: ['console'], driver: 'sane' });
  });
});
