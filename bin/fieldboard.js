#!/usr/bin/env node
// The package's `fieldboard` command: the bundled command line (built by `npm run build:node`).
import { main } from '../dist/node/cli.js';

process.exitCode = await main(process.argv.slice(2));
