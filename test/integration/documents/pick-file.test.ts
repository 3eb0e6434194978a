import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cameraJpeg } from '../../helpers/document-fixtures';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

async function soleTrader(runtime: Awaited<ReturnType<typeof startTestRuntime>>) {
  return (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
}

describe('documents:pickFile', () => {
  it('is unavailable where the platform has no file dialog (the browser host)', async () => {
    const runtime = await startTestRuntime();
    const id = await soleTrader(runtime);
    expect((await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' })).value).toEqual({
      outcome: 'unavailable',
    });
  });

  it('reads the chosen file in main, normalises and stores it', async () => {
    const file = path.join(tempDir(), 'passport photo.jpg');
    fs.writeFileSync(file, await cameraJpeg(1200, 900, 8));
    const runtime = await startTestRuntime({ pickFile: async () => file });
    const id = await soleTrader(runtime);
    const picked = (await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' })).value;
    expect(picked.outcome).toBe('stored');
    expect(picked.attachment).toMatchObject({ role: 'identification', fileName: 'passport photo.jpg', mediaType: 'image/jpeg' });
    expect((await invoke(runtime, 'applications:get', { id })).value.attachments).toHaveLength(1);
  });

  it('stores nothing when the agent cancels the dialog or picks a file that is not a document', async () => {
    const bad = path.join(tempDir(), 'notes.pdf');
    fs.writeFileSync(bad, 'just text');
    const answers = [undefined, bad];
    const runtime = await startTestRuntime({ pickFile: async () => answers.shift() });
    const id = await soleTrader(runtime);
    expect((await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'bankConfirmation' })).value).toEqual({
      outcome: 'cancelled',
    });
    const refused = await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'bankConfirmation' });
    expect(refused.error.code).toBe('invalid_file');
    expect(refused.error.message).toMatch(/^notes\.pdf: /);
    expect((await invoke(runtime, 'applications:get', { id })).value.attachments).toEqual([]);
  });

  it('refuses a device or a FIFO as the file it is, without reading it (/dev/zero never ends)', async () => {
    const pipe = path.join(tempDir(), 'scan.pdf');
    execFileSync('mkfifo', [pipe]);
    const answers = ['/dev/zero', pipe];
    const runtime = await startTestRuntime({ pickFile: async () => answers.shift() });
    const id = await soleTrader(runtime);
    for (const fileName of ['zero', 'scan.pdf']) {
      const refused = await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' });
      expect(refused.error).toMatchObject({ code: 'invalid_file', params: { fileName, why: 'unsupported' } });
      expect(refused.error.message).toContain('is not a regular file');
    }
    expect((await invoke(runtime, 'applications:get', { id })).value.attachments).toEqual([]);
  });

  it('refuses a file larger than any document by its size, before reading it', async () => {
    const large = path.join(tempDir(), 'large.pdf');
    fs.writeFileSync(large, '');
    fs.truncateSync(large, 64 * 1024 * 1024 + 1); // sparse: no disk is used
    const runtime = await startTestRuntime({ pickFile: async () => large });
    const id = await soleTrader(runtime);
    const refused = await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' });
    expect(refused.error).toMatchObject({ code: 'file_too_big_to_read', params: { fileName: 'large.pdf', megabytes: 64 } });
  });
});
