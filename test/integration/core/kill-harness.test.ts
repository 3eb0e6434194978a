import { describe, expect, it } from 'vitest';
import { runKillHarness, seededRandom } from '../../helpers/kill-harness';
import { tempDir } from '../../helpers/temp-dir';
import { startService } from '../../helpers/training-service';

describe('kill -9 while saving and while submitting', () => {
  it('20 cycles: the database is intact, every acknowledged save survives, nothing is created twice', async () => {
    const seed = Number(process.env.FIELDBOARD_KILL_SEED ?? Date.now() % 1_000_000);
    const serviceDataDir = tempDir();
    const service = await startService({ dataDir: serviceDataDir });
    const result = await runKillHarness({ service, serviceDataDir, dataDir: tempDir(), cycles: 20, random: seededRandom(seed) });
    const context = `seed ${seed} (replay with FIELDBOARD_KILL_SEED=${seed}): ${JSON.stringify(result)}`;
    expect(result.integrity, context).toBe('ok');
    expect(result.lostSaves, context).toEqual([]);
    expect(result.createdButResendable, context).toEqual([]);
    expect(result.maxPerApplication, context).toBeLessThanOrEqual(1);
    expect(result.killed, context).toBeGreaterThan(0);
    expect(result.statuses.sending, context).toBeUndefined();
    // Every import is a complete application: a draft would be an import half-written by a kill.
    expect(result.statuses.draft, context).toBeUndefined();
  }, 180_000);
});
