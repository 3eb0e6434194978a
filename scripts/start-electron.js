// `npm start`: build everything and run the desktop app. Where Electron's program cannot be had
// (no download possible), say so plainly and name the browser host instead.
// better-sqlite3 is built for Electron's ABI into .electron-native/<version>/, never in
// node_modules, so `npm test` (Node's ABI) and `npm start` work in either order.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

function fail(message) {
  process.stderr.write(`\n${message}\n\nYou can use Fieldboard in your browser instead:\n  npm run start:browser\n\n`);
  process.exit(1);
}

let electronPath;
try {
  electronPath = require('electron'); // the path of the binary; downloads it on first use
} catch (error) {
  fail(`Electron's program could not be downloaded on this machine (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
}
if (typeof electronPath !== 'string' || !fs.existsSync(electronPath)) fail('Electron’s program is not installed on this machine.');

const electronVersion = require('electron/package.json').version;
const binding = ensureElectronAddon(electronVersion);

// npm's own CLI through this Node, so it also works where `npm` is `npm.cmd` (Windows).
const npmCli = process.env.npm_execpath;
if (npmCli) execFileSync(process.execPath, [npmCli, 'run', 'build'], { cwd: root, stdio: 'inherit' });
else execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
execFileSync(process.execPath, ['scripts/build-node.js', 'electron', '--quiet'], { cwd: root, stdio: 'inherit' });

const child = spawn(electronPath, ['.'], { cwd: root, stdio: 'inherit', env: { ...process.env, FIELDBOARD_SQLITE_BINDING: binding } });
child.on('exit', (code) => process.exit(code ?? 0));

/** better-sqlite3's addon for this Electron version, built once into .electron-native/. */
function ensureElectronAddon(version) {
  const dir = path.join(root, '.electron-native', version);
  const addon = path.join(dir, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (fs.existsSync(addon)) return addon;
  const source = path.dirname(require.resolve('better-sqlite3/package.json'));
  const copy = path.join(dir, 'better-sqlite3');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(source, copy, { recursive: true, filter: (file) => !file.includes(`${path.sep}build${path.sep}`) });
  const args = ['--runtime=electron', `--target=${version}`, `--arch=${process.arch}`, '--dist-url=https://electronjs.org/headers'];
  try {
    execFileSync(process.execPath, [require.resolve('prebuild-install/bin.js'), ...args], { cwd: copy, stdio: 'inherit' });
  } catch {
    try {
      execFileSync(process.execPath, [require.resolve('node-gyp/bin/node-gyp.js'), 'rebuild', '--release', ...args], {
        cwd: copy,
        stdio: 'inherit',
      });
    } catch (error) {
      fail(`better-sqlite3 could not be built for Electron ${version} (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
    }
  }
  return addon;
}
