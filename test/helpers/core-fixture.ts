import path from 'node:path';
import { afterEachTest } from './after-each-test';
import { type Core, openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { tempDir } from './temp-dir';
// Its cleanup is registered before this file's, so it runs after it: cores close before their services.
import './training-service';

const open: Core[] = [];

afterEachTest(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

/** A core over a fresh data folder, talking to `baseUrl` with the `training` key. */
export async function openTestCore(
  baseUrl: string,
  options: { now?: () => Date; submitTimeoutMs?: number; apiKey?: string; dataDir?: string } = {},
): Promise<Core> {
  const dataDir = options.dataDir ?? tempDir('fieldboard-core-');
  const core = await openCore({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger({ file: path.join(dataDir, 'logs', 'fieldboard.log') }),
    baseUrl,
    apiKey: options.apiKey ?? 'training',
    ...(options.now ? { now: options.now } : {}),
    ...(options.submitTimeoutMs ? { submitTimeoutMs: options.submitTimeoutMs } : {}),
  });
  open.push(core);
  return core;
}

/** A clock tests move forward by hand, to pass a retry's next attempt time. */
export function manualClock(start = new Date('2026-11-21T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  };
}
