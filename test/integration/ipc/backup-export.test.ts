import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { createLogger } from '$main/log/logger';
import { startRuntime } from '$main/runtime/runtime';
import { restoreBackupInto } from '$main/core/backup/backups';
import { closeAfterTest } from '../../helpers/closing';
import { tempDir } from '../../helpers/temp-dir';

describe('backup:export', () => {
  it("writes a backup into the data folder's own private backups folder, which a restore opens", async () => {
    const dataDir = tempDir();
    const app = await startRuntime({
      dataDir,
      secretStore: createKeyFileSecretStore(dataDir),
      logger: createLogger(),
      pollMs: 60_000,
      training: false,
    });
    closeAfterTest(() => app.close());
    const created = (await app.dispatch('applications:create', { entityType: 'soletrader' })) as { value: { id: string } };

    const answer = (await app.dispatch('backup:export', { passphrase: 'correct horse' })) as { ok: boolean; value: { file: string } };

    expect(answer.ok).toBe(true);
    expect(path.dirname(answer.value.file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(answer.value.file)).toMatch(/^fieldboard-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sqlite$/);
    if (process.platform !== 'win32') expect(fs.statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
    const restoredInto = tempDir();
    const summary = await restoreBackupInto(answer.value.file, restoredInto, () => createKeyFileSecretStore(restoredInto), 'correct horse');
    expect(summary.held.map((item) => item.id)).toEqual([created.value.id]);
    expect(fs.existsSync(path.join(restoredInto, 'fieldboard.sqlite'))).toBe(true);
  });
});
