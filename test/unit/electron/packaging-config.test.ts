import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the packaging configuration', () => {
  it('flips the fuses the shell relies on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('packs into asar, unpacks the native addons, and rebuilds them for Electron', () => {
    expect(config.asar).toBe(true);
    expect(config.npmRebuild).toBe(true);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/node_modules/sharp/**']));
  });

  it('targets Linux AppImage and deb, Windows NSIS and macOS dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('ships the bundles the app starts from, without source maps', () => {
    expect(pkg.main).toBe('dist/electron/main.cjs');
    expect(config.files).toEqual(expect.arrayContaining(['dist/electron/**', 'dist/renderer/**', '!**/*.map']));
  });
});
