import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '$main/log/logger';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/** The name a refused file reached the log with, and one no pattern could find (no number, no ending). */
const NAMES = ['Gudrun_kt1106544139_IS35-0515-2600-1234-1106-5441-39.svg', 'Gudrun Jonsdottir vegabref'];
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function leaked(log: string): string[] {
  return ['Gudrun', 'Jonsdottir', 'vegabref', '1106544139', 'IS35', '5441'].filter((part) => log.includes(part));
}

describe('a refused file in the log', () => {
  it('is logged by its size and the type read from its bytes, never by its name', async () => {
    const file = path.join(tempDir(), 'logs', 'fieldboard.log');
    const picked = path.join(tempDir(), NAMES[1]!);
    fs.writeFileSync(picked, SVG);
    const runtime = await startTestRuntime({ logger: createLogger({ file }), pickFile: async () => picked });
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;

    for (const fileName of NAMES) {
      const refused = await invoke(runtime, 'attachments:add', {
        applicationId: id,
        role: 'identification',
        fileName,
        dataBase64: SVG.toString('base64'),
      });
      // The agent is told which file, in the answer's parameters.
      expect(refused.error).toMatchObject({ code: 'invalid_file', params: { fileName, why: 'unsupported' } });
    }
    const notBase64 = await invoke(runtime, 'attachments:add', {
      applicationId: id,
      role: 'identification',
      fileName: NAMES[1],
      dataBase64: '%%',
    });
    expect(notBase64.error).toMatchObject({ code: 'invalid_file', params: { fileName: NAMES[1] } });
    const pick = await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' });
    expect(pick.error).toMatchObject({ code: 'invalid_file', params: { fileName: NAMES[1] } });

    const log = fs.readFileSync(file, 'utf8');
    expect(leaked(log)).toEqual([]);
    expect(log.match(new RegExp(`a file of ${SVG.length} bytes read as svg cannot be used`, 'g'))).toHaveLength(3);
  });

  it('says neither the name nor the path of a picked file it could not read or that is no file', async () => {
    const file = path.join(tempDir(), 'logs', 'fieldboard.log');
    const folder = path.join(tempDir(), NAMES[1]!);
    fs.mkdirSync(folder);
    const pipe = path.join(folder, NAMES[0]!);
    execFileSync('mkfifo', [pipe]);
    const answers = [path.join(folder, 'missing'), pipe];
    const runtime = await startTestRuntime({ logger: createLogger({ file }), pickFile: async () => answers.shift() });
    const id = (await invoke(runtime, 'applications:create', { entityType: 'soletrader' })).value.id as string;
    expect((await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' })).error.code).toBe('internal');
    expect((await invoke(runtime, 'documents:pickFile', { applicationId: id, role: 'identification' })).error.code).toBe('invalid_file');
    const log = fs.readFileSync(file, 'utf8');
    expect(leaked(log)).toEqual([]);
    expect(log).toContain('a picked file could not be read (ENOENT)');
    expect(log).toContain('a picked file is not a regular file');
  });
});
