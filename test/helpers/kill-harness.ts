import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EntityType } from '$shared/entity-types';
import { ENTITY_TYPES } from '$shared/entity-types';
import { openCore } from '$main/core/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { getApplication, listApplications } from '$main/database';
import { listIdsByStatus } from '$main/database/applications/ids-by-status';
import { DATABASE_FILE } from '$main/training-service/id-store';
import type { TrainingService } from '$main/training-service/training-service';
import { namedApplication } from '../fixtures/applications';
import { startEmbeddedTraining } from '$main/training-service/embedded';
import { testBuild } from './test-build';

const CLI = testBuild('node', 'cli.js');

export interface KillHarnessResult {
  cycles: number;
  killed: number;
  acknowledgedSaves: number;
  integrity: string;
  /** Acknowledged saves missing or changed after the kills: must be empty. */
  lostSaves: string[];
  merchantsTotal: number;
  maxPerApplication: number;
  /** Local applications still ready or queued although the service created their merchant: must be empty. */
  createdButResendable: string[];
  statuses: Record<string, number>;
}

interface Run {
  stdout: string;
  killed: boolean;
}

/** Starts the real command line and kills it with SIGKILL after `killAfterMs`. */
function runAndKill(args: string[], env: NodeJS.ProcessEnv, killAfterMs: number): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.resume();
    const timer = setTimeout(() => {
      killed = child.kill('SIGKILL');
    }, killAfterMs);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve({ stdout, killed: killed && signal === 'SIGKILL' });
    });
  });
}

/**
 * Kills the command line at random points while it saves (imports) and while it submits, then
 * checks from both sides that nothing acknowledged was lost and nothing was created twice.
 * `random` is seeded by the caller so a failure can be replayed.
 */
export async function runKillHarness(options: {
  service: TrainingService;
  serviceDataDir: string;
  dataDir: string;
  cycles: number;
  random: () => number;
}): Promise<KillHarnessResult> {
  const { service, dataDir, cycles, random } = options;
  const env = { ...process.env, FIELDBOARD_API_KEY: 'training' };
  const base = ['--data', dataDir, '--base-url', service.baseUrl];
  const acknowledged = new Map<string, string>();
  let killed = 0;

  // Settings first, so imports become ready; submissions then wait a little on the service,
  // which widens the window in which a kill lands mid-request.
  await runAndKill([...base, 'sync-settings'], env, 30_000);
  service.setFaults([{ kind: 'latency', ms: 300 }]);

  for (let cycle = 0; cycle < cycles; cycle++) {
    const saving = cycle % 2 === 0 || random() < 0.3;
    let run: Run;
    if (saving) {
      const type: EntityType = ENTITY_TYPES[Math.floor(random() * ENTITY_TYPES.length)]!;
      const name = `Harness ${cycle} ${Math.floor(random() * 1e9)}`;
      const application = namedApplication(type, name);
      const file = path.join(dataDir, `..`, `harness-${path.basename(dataDir)}-${cycle}.json`);
      fs.writeFileSync(file, JSON.stringify(application));
      run = await runAndKill([...base, 'import', file, '--type', type], env, 60 + random() * 400);
      fs.rmSync(file, { force: true });
      const match = /Imported ([0-9a-f-]{36})/.exec(run.stdout);
      if (match) acknowledged.set(match[1]!, name);
    } else {
      run = await runAndKill([...base, 'submit', '--all'], env, 150 + random() * 900);
    }
    if (run.killed) killed++;
  }

  service.clearFaults();
  // Drain without kills: whatever a dead process left must not be sent twice now.
  await runAndKill([...base, 'submit', '--all'], env, 120_000);

  const core = await openCore({
    dataDir,
    secretStore: createKeyFileSecretStore(dataDir),
    logger: createLogger(),
    startTraining: startEmbeddedTraining,
  });
  try {
    const integrity = (core.database.db.pragma('integrity_check') as { integrity_check: string }[])[0]!.integrity_check;
    const lostSaves = [...acknowledged].filter(([id, name]) => getApplication(core.database, id)?.businessName !== name).map(([id]) => id);
    const serviceDb = new Database(path.join(options.serviceDataDir, DATABASE_FILE), { readonly: true });
    const created = new Set(
      (serviceDb.prepare('SELECT merchant_name FROM merchants').all() as { merchant_name: string }[]).map((r) => r.merchant_name),
    );
    serviceDb.close();
    const createdButResendable = listIdsByStatus(core.database, ['draft', 'ready', 'queued']).filter((id) =>
      created.has(getApplication(core.database, id)!.businessName),
    );
    const stats = service.stats();
    const { counts } = listApplications(core.database, { limit: 1, offset: 0 });
    return {
      cycles,
      killed,
      acknowledgedSaves: acknowledged.size,
      integrity,
      lostSaves,
      merchantsTotal: stats.merchantsTotal,
      maxPerApplication: stats.maxPerApplication,
      createdButResendable,
      statuses: Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
    };
  } finally {
    await core.close();
  }
}

/** The harness's generator, seeded by the caller so a failing run can be replayed with its seed. */
export { mulberry32 as seededRandom } from './seeded-random';
