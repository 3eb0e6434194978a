import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSaneBackend } from '$main/documents/scanner/sane-backend';
import { listDocuments } from '$main/database';
import { type HostileFile, PAYLOAD, hostileCorpus } from '../../helpers/hostile-corpus';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/** What an intake path made of a file: stored (with its bytes), or refused (with a reason when the path gives one). */
type Outcome = { stored: { mediaType: string; bytes: Buffer } } | { refused: string };

function expectAsPlanned(file: HostileFile, outcome: Outcome): void {
  const { expected } = file;
  if ('stored' in outcome) {
    expect(expected.stored, `${file.name} was stored`).toBeDefined();
    const { mediaType, bytes } = outcome.stored;
    expect(mediaType, file.name).toMatch(expected.stored === 'image' ? /^image\/(jpeg|png)$/ : /^application\/pdf$/);
    if (expected.payloadGone) expect(bytes.includes(PAYLOAD), `${file.name} still carries its payload`).toBe(false);
    if (expected.stored === 'application/pdf') expect(bytes.equals(file.bytes), `${file.name} kept byte for byte (D5)`).toBe(true);
  } else {
    expect(expected.refused, `${file.name} was refused (${outcome.refused})`).toBeDefined();
    if (outcome.refused !== '') expect(expected.refused, file.name).toContain(outcome.refused);
  }
}

/**
 * The smallest file of each outcome the gate gives (each refusal's reason, each type stored), leaving
 * out files either outcome is right for. The whole corpus, every spelling, goes through the gate by
 * attachments:add; a path with code of its own before the gate (a scanner's page, the command line's
 * inline attachment) needs each outcome once to show it hands the gate's answer on.
 */
function oneOfEachOutcome(files: readonly HostileFile[]): HostileFile[] {
  const smallest = new Map<string, HostileFile>();
  for (const file of files) {
    const { refused, stored } = file.expected;
    if (refused !== undefined && stored !== undefined) continue;
    const key = stored ?? refused!.join('|');
    const held = smallest.get(key);
    if (held === undefined || file.bytes.length < held.bytes.length) smallest.set(key, file);
  }
  return [...smallest.values()];
}

let corpus: HostileFile[];
// Deflating the gigabyte bombs and the image bombs takes a minute on a busy machine.
beforeAll(async () => {
  corpus = await hostileCorpus();
}, 180_000);

describe('the hostile-file corpus through each intake path', () => {
  it('attachments:add refuses each with its reason or stores it normalised; nothing refused is stored', async () => {
    const runtime = await startTestRuntime();
    const id = (await invoke(runtime, 'applications:create', { entityType: 'privatelimitedcompany' })).value.id as string;
    let stored = 0;
    for (const file of corpus) {
      const answer = await invoke(runtime, 'attachments:add', {
        applicationId: id,
        role: 'additional',
        fileName: 'file',
        dataBase64: file.bytes.toString('base64'),
      });
      if (answer.ok) {
        stored += 1;
        const read = (await invoke(runtime, 'attachments:read', { attachmentId: answer.value.id })).value;
        expectAsPlanned(file, { stored: { mediaType: read.mediaType, bytes: Buffer.from(read.dataBase64, 'base64') } });
      } else {
        expect(answer.error.code, file.name).toBe('invalid_file');
        expectAsPlanned(file, { refused: answer.error.params.why });
      }
      expect(listDocuments(runtime.core.database, id), file.name).toHaveLength(stored);
    }
    expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
  }, 600_000);

  it('a scanner whose program writes a hostile page: each outcome refused or stored normalised (the real SANE backend, a fake scanimage)', async () => {
    // scanimage's stand-in: lists one device, and "scans" by writing whatever page the test left for it.
    const dir = tempDir('fieldboard-hostile-scanner-');
    const page = path.join(dir, 'page');
    const program = path.join(dir, 'scanimage');
    fs.writeFileSync(
      program,
      `#!/bin/sh\nif [ "$1" = "-L" ]; then echo "device \\\`hostile:0' is a Fieldboard hostile-page scanner"; exit 0; fi\ncat "${page}"\n`,
      { mode: 0o755 },
    );
    const runtime = await startTestRuntime({ scanners: [createSaneBackend({ command: program, killGraceMs: 1000 })] });
    const id = (await invoke(runtime, 'applications:create', { entityType: 'privatelimitedcompany' })).value.id as string;
    expect((await invoke(runtime, 'documents:listScanners', {})).value.devices).toEqual([
      { backend: 'sane', id: 'hostile:0', label: 'Fieldboard hostile-page scanner' },
    ]);
    const pages = oneOfEachOutcome(corpus);
    for (const file of pages) {
      fs.writeFileSync(page, file.bytes);
      const answer = await invoke(runtime, 'documents:scan', {
        applicationId: id,
        role: 'additional',
        backend: 'sane',
        deviceId: 'hostile:0',
      });
      if (answer.ok && answer.value.outcome === 'stored') {
        const read = (await invoke(runtime, 'attachments:read', { attachmentId: answer.value.attachment.id })).value;
        expectAsPlanned(file, { stored: { mediaType: read.mediaType, bytes: Buffer.from(read.dataBase64, 'base64') } });
      } else if (answer.ok) {
        // An empty page is the scanner's failure, said as such, before any document is made of it.
        expect(answer.value.outcome, file.name).toBe('failed');
        expectAsPlanned(file, { refused: file.bytes.length === 0 ? 'empty' : '' });
      } else {
        expect(answer.error.code, file.name).toBe('invalid_file');
        expectAsPlanned(file, { refused: answer.error.params.why });
      }
    }
    const storedCount = pages.filter((file) => file.expected.stored !== undefined).length;
    expect(storedCount).toBeGreaterThan(0);
    expect(listDocuments(runtime.core.database, id)).toHaveLength(storedCount);
  }, 180_000);

  it('fieldboard import with each outcome as an inline attachment: a refused file refuses the whole import, saying which', async () => {
    const data = path.join(tempDir('fieldboard-hostile-cli-'), 'data');
    const example = JSON.parse(fs.readFileSync('examples/soletrader.json', 'utf8'));
    let imported = 0;
    const files = oneOfEachOutcome(corpus);
    expect(files.some((file) => file.expected.stored !== undefined)).toBe(true);
    for (const [i, file] of files.entries()) {
      example.applicant.identificationAttachment.File = file.bytes.toString('base64');
      const json = path.join(path.dirname(data), `hostile-${i}.json`);
      fs.writeFileSync(json, JSON.stringify(example));
      const run = await runCli(['--data', data, 'import', json, '--type', 'soletrader']);
      if (run.status === 0) {
        imported += 1;
        expect(file.expected.stored, `${file.name} was imported`).toBeDefined();
      } else {
        expect(run.status, `${file.name}: ${run.stderr}`).toBe(3);
        expect(run.stderr, file.name).toContain('applicant.identificationAttachment'); // which file, and why
        expectAsPlanned(file, { refused: '' });
      }
    }
    expect(JSON.parse((await runCli(['--data', data, 'list', '--json'])).stdout).total).toBe(imported);
  }, 180_000);
});
