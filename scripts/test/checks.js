// The checks `npm test` runs before the tests: the `typecheck` and `lint` scripts' own commands
// (so those stay the one list), the security gate and the tests' build.
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const steps = (script) => scripts[script].split(' && ');

export const CHECKS = [...steps('typecheck'), ...steps('lint'), scripts.security, 'node scripts/test/build.js'];
