import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchNodeChild, useChildLauncher } from '$main/limited-child/child-launcher';
import { endKeptChild, keptChildPid } from '$main/limited-child/kept-child';
import { TINY_PNG_BASE64 } from '../../fixtures/applications';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

/** The tasks main sent to any child it started, in order: the app's own launcher, watched. */
const sent: string[] = [];

beforeEach(() => {
  endKeptChild();
  sent.length = 0;
  useChildLauncher((execArgv) => {
    const child = launchNodeChild(execArgv);
    return {
      ...child,
      send: (message) => {
        sent.push(message.task);
        child.send(message);
      },
    };
  });
});

afterEach(() => useChildLauncher(launchNodeChild));

async function readingsOfAdded(documents: { role: string; bytes: Buffer }[]): Promise<string[][]> {
  const runtime = await startTestRuntime();
  const created = await invoke(runtime, 'applications:create', { entityType: 'soletrader' });
  const id = created.value.id as string;
  for (const { role, bytes } of documents) {
    const added = await invoke(runtime, 'attachments:add', { applicationId: id, role, dataBase64: bytes.toString('base64') });
    expect(added.ok).toBe(true);
  }
  await runtime.core.documentReadings.settled();
  const view = (await invoke(runtime, 'applications:get', { id })).value as { documents: { readings: { role: string; state: string }[] } };
  return view.documents.readings.map((reading) => [reading.role, reading.state]);
}

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('an image too small to hold a legible zone or IBAN', () => {
  it('is answered without the OCR child: a 1×1 PNG has no zone as an ID and no text as a letter', async () => {
    const tiny = Buffer.from(TINY_PNG_BASE64, 'base64');
    const readings = await readingsOfAdded([
      { role: 'identification', bytes: tiny },
      { role: 'bankConfirmation', bytes: tiny },
    ]);
    expect(readings).toEqual([
      ['identification', 'no_zone'],
      ['bankConfirmation', 'unreadable'],
    ]);
    // Each image was normalised in a child of its own; none was sent to be read.
    expect(sent).toEqual(['image-normalise', 'image-normalise']);
    expect(keptChildPid()).toBeUndefined();
  });

  it('is judged by its sides whichever way it is turned: a 239 px strip is not read, a 16 × 120 one is read as a letter', async () => {
    const readings = await readingsOfAdded([
      { role: 'identification', bytes: await blank(16, 239) },
      { role: 'bankConfirmation', bytes: await blank(16, 120) },
    ]);
    expect(readings).toEqual([
      ['identification', 'no_zone'],
      ['bankConfirmation', 'unreadable'],
    ]);
    expect(sent).toEqual(['image-normalise', 'image-normalise', 'letter-read']);
  });
});
