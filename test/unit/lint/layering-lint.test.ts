import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../../eslint/layering-rule.js';

// Each layering rule of docs/architecture.md, shown to bite through the project's real ESLint
// config (eslint.config.js), as `npm run lint` runs it: a fixture placed in the folder it would
// live in, one breaking import each. A rule that stopped being configured fails here.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'fieldboard/layering' && m.severity === 2).map((m) => m.message);
}

/** The specifier a fixture in `layer` writes to reach a module of `target` (a folder or a file). */
function specifierOf(layer: string, target: string): string {
  const module = /\.[a-z]+$/.test(target) ? target.replace(/\.[a-z]+$/, '') : `${target}/fixture-target`;
  return path.posix.relative(layer, module).replace(/^(?!\.)/, './');
}

/** One fixture per layer importing every other layer and every package named anywhere, one line each. */
function everyImportFrom(layer: string): { specifier: string; allowed: boolean }[] {
  const { imports, packages } = LAYERS[layer]!;
  const folders = Object.keys(LAYERS).filter((other) => other !== layer);
  const named = new Set([...Object.values(LAYERS).flatMap((l) => l.packages), 'an-unlisted-package']);
  return [
    ...folders.map((other) => ({ specifier: specifierOf(layer, other), allowed: imports.includes(other) })),
    ...imports.filter((entry) => !folders.includes(entry)).map((file) => ({ specifier: specifierOf(layer, file), allowed: true })),
    ...[...named].map((name) => ({ specifier: name === 'node' ? 'node:fs' : name, allowed: packages.includes(name) })),
  ];
}

const BREAKS: { rule: string; file: string; code: string }[] = [
  {
    rule: 'the core does not import the training service',
    file: 'main/core/fixture.ts',
    code: "import { startTrainingService } from '../training-service/training-service';\nexport const s = startTrainingService;\n",
  },
  { rule: 'ipc/ does not reach the hosting runtime', file: 'main/ipc/fixture.ts', code: "export * from '../runtime/runtime';\n" },
  {
    rule: 'ipc/ does not reach the training service',
    file: 'main/ipc/handlers/fixture.ts',
    code: "export * from '../../training-service/faults';\n",
  },
  {
    rule: "ipc/ does not reach past the core's surface to the database",
    file: 'main/ipc/handlers/fixture.ts',
    code: "export { getConfig } from '../../database';\n",
  },
  {
    rule: 'ipc/ calls the core only through its surface, not a core module',
    file: 'main/ipc/fixture.ts',
    code: "export { saveAndValidate } from '../core/applications';\n",
  },
  {
    rule: 'the command line reaches the core only through its entrance, not a core module',
    file: 'main/cli/commands/fixture.ts',
    code: "export { openCore } from '../../core/core';\n",
  },
  {
    rule: 'the runtime reaches the core only through its entrance, not a core module',
    file: 'main/runtime/fixture.ts',
    code: "export { startScheduler } from '$main/core/scheduler';\n",
  },
  {
    rule: 'the runtime reaches the scanners through the core, not documents',
    file: 'main/runtime/fixture.ts',
    code: "export { createScanners } from '../documents/scanner/scanners';\n",
  },
  {
    rule: 'only the core reaches the database: not the browser host',
    file: 'main/browser-host/fixture.ts',
    code: "export { getConfig } from '../database';\n",
  },
  {
    rule: 'only the core reaches the database: not the runtime',
    file: 'main/runtime/fixture.ts',
    code: "export * from '../database/types';\n",
  },
  {
    rule: 'only the core reaches the database: not the command line',
    file: 'main/cli/commands/fixture.ts',
    code: "import { listApplications } from '../../database';\nexport const list = listApplications;\n",
  },
  {
    rule: 'only the core reaches the database: not the command line through the alias either',
    file: 'main/cli/fixture.ts',
    code: "import type { ReceiptLayout } from '$main/database/types';\nexport type Layout = ReceiptLayout;\n",
  },
  {
    rule: 'only the core reaches the database: not receipts',
    file: 'main/receipts/fixture.ts',
    code: "export { getConfig } from '../database';\n",
  },
  {
    rule: 'only the core reaches the database: not documents',
    file: 'main/documents/fixture.ts',
    code: "export * from '$main/database';\n",
  },
  {
    rule: 'the training service keeps its IDs apart from the database',
    file: 'main/training-service/fixture.ts',
    code: "export { openDatabase } from '../database/open-store';\n",
  },
  { rule: 'database/ knows nothing of the client', file: 'main/database/fixture.ts', code: "export * from '../client/service-client';\n" },
  {
    rule: 'database/ knows nothing of the outbox',
    file: 'main/database/fixture.ts',
    code: "export { submitDue } from '../core/outbox';\n",
  },
  { rule: 'only main/electron/ imports electron', file: 'main/runtime/fixture.ts', code: "export { app } from 'electron';\n" },
  {
    rule: 'the renderer does not import better-sqlite3',
    file: 'renderer/src/lib/fixture.ts',
    code: "export { default } from 'better-sqlite3';\n",
  },
  { rule: 'the renderer does not import sharp', file: 'renderer/src/lib/fixture.ts', code: "export { default } from 'sharp';\n" },
  {
    rule: 'the renderer does not import node: modules',
    file: 'renderer/src/lib/fixture.ts',
    code: "export { readFile } from 'node:fs/promises';\n",
  },
  { rule: 'the renderer does not import main/', file: 'renderer/src/lib/fixture.ts', code: "export * from '$main/database';\n" },
  {
    rule: 'shared/ imports only zod and ibantools',
    file: 'shared/rules/fixture.ts',
    code: "export { default } from 'i18n-iso-countries';\n",
  },
  { rule: 'shared/ does not import Node', file: 'shared/rules/fixture.ts', code: "export { createHash } from 'node:crypto';\n" },
];

const KEEPS: { what: string; file: string; code: string }[] = [
  { what: 'the core imports the database', file: 'main/core/fixture.ts', code: "export * from '../database';\n" },
  { what: 'the command line drives the core', file: 'main/cli/fixture.ts', code: "export { coreFor } from '$main/core';\n" },
  {
    what: 'the database and the training service share the schema runner',
    file: 'main/training-service/fixture.ts',
    code: "export { migrate } from '../sqlite/migrate';\n",
  },
  {
    what: 'the runtime starts the training service',
    file: 'main/runtime/fixture.ts',
    code: "export * from '../training-service/embedded';\n",
  },
  {
    what: "ipc/ talks to the core's surface",
    file: 'main/ipc/handlers/fixture.ts',
    code: "export { saveAndValidate } from '../../core';\n",
  },
  { what: 'ipc/ is handed the logger', file: 'main/ipc/fixture.ts', code: "export type { Logger } from '../log/logger';\n" },
  {
    what: 'the database uses crypto and shared/',
    file: 'main/database/fixture.ts',
    code: "export * from '../crypto/aead';\nexport * from '../../shared/entity-types';\n",
  },
  { what: 'the renderer uses Svelte', file: 'renderer/src/lib/fixture.ts', code: "export { SvelteMap } from 'svelte/reactivity';\n" },
  {
    what: 'shared/ uses zod and ibantools',
    file: 'shared/rules/fixture.ts',
    code: "export { z } from 'zod';\nexport { isValidIBAN } from 'ibantools';\n",
  },
  { what: 'main/electron/ imports electron', file: 'main/electron/fixture.ts', code: "export { app } from 'electron';\n" },
];

// The first lint loads the whole config (typescript-eslint, Svelte): slow on a shared machine.
describe('layering through the project lint config', { timeout: 60_000 }, () => {
  it.each(BREAKS)('$rule: a fixture breaking it is a lint error', async ({ file, code }) => {
    expect(await layeringErrors(file, code)).toHaveLength(1);
  });

  it.each(KEEPS)('$what: allowed', async ({ file, code }) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });

  // Every line of LAYERS, cell by cell: each folder and package it names is allowed, and every
  // other layer and package is refused.
  it.each(Object.keys(LAYERS))('%s/: imports exactly what its line of LAYERS names', async (layer) => {
    const imports = everyImportFrom(layer);
    const code = imports.map(({ specifier }, i) => `export * as m${i} from '${specifier}';`).join('\n');
    const refused = (await layeringErrors(`${layer}/fixture.ts`, code)).map((message) => /may not import '([^']+)'/.exec(message)?.[1]);
    expect(refused).toEqual(imports.filter((i) => !i.allowed).map((i) => i.specifier));
  });
});

describe('the layering declaration', () => {
  it('has a line for every folder of main/', () => {
    const folders = fs.readdirSync(path.join(root, 'main'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => `main/${e.name}`).filter((folder) => !(folder in LAYERS))).toEqual([]);
  });
});
