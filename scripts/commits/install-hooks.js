// npm's `prepare` step: points git at the committed hooks (.githooks/). Does nothing in CI, in an
// unpacked tarball or where git is missing, so installing never fails for want of a checkout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = fs.realpathSync(path.resolve(import.meta.dirname, '../..'));
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function checkoutRoot() {
  try {
    return git('rev-parse', '--show-toplevel');
  } catch {
    return undefined;
  }
}

if (!process.env.CI && checkoutRoot() === root) git('config', 'core.hooksPath', '.githooks');
