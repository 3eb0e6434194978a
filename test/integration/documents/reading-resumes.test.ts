import { describe, expect, it } from 'vitest';
import { storeNormalised } from '$main/core/documents/store-document';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { normaliseDocument } from '$main/documents/normalise';
import { createLogger } from '$main/log/logger';
import { startRuntime } from '$main/runtime/runtime';
import { createApplication, documentReadingsOf, openDatabase } from '$main/database';
import { letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { tempDir } from '../../helpers/temp-dir';
import { eventually } from '../../helpers/wait';

describe('a document left unread when the app stopped', () => {
  it('is read when the app starts again, and the windows are told', async () => {
    const dataDir = tempDir();
    const secretStore = createKeyFileSecretStore(dataDir);
    // Stored as the app stores it, by a process that ended before reading it.
    const database = openDatabase({ dataDir, secretStore });
    const { id } = createApplication(database, { entityType: 'soletrader', body: {}, businessName: '', actor: 'agent' });
    const letter = makeBankLetter(2);
    const document = await normaliseDocument((await letterFile(letter, 'text-pdf')).bytes);
    storeNormalised(database, id, 'bankConfirmation', document, 'letter.pdf');
    expect(documentReadingsOf(database, id).map((reading) => reading.state)).toEqual(['reading']);
    database.close();

    const runtime = await startRuntime({ dataDir, secretStore, logger: createLogger(), training: true, pollMs: 60_000 });
    try {
      const announced: string[] = [];
      runtime.events.subscribe((event, payload) => {
        if (event === 'applications:changed') announced.push(...(payload as { ids: string[] }).ids);
      });
      await runtime.core.documentReadings.settled();
      const [reading] = documentReadingsOf(runtime.core.database, id);
      expect(reading).toMatchObject({ state: 'read', reading: { kind: 'letter', ibans: letter.truth.ibans } });
      await eventually(() => announced).toContain(id);
    } finally {
      await runtime.close();
    }
  });
});
