import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { readBankLetter } from '$main/documents/letter/read-bank-letter';
import { normaliseDocument } from '$main/documents/normalise';
import { type ChildLauncher, launchNodeChild, useChildLauncher } from '$main/limited-child/child-launcher';
import { cameraJpeg, simplePdf } from '$test/helpers/document-fixtures';

afterEach(() => useChildLauncher(launchNodeChild));

/**
 * Children as main starts them, except that a letter's reading is held: its child starts, says it
 * is ready and is limited, but is sent the letter only when the test lets it go. While it is
 * held, the reading is known to be in progress, whatever the machine's speed. Each child's
 * priority is noted as it is sent its task.
 */
function holdingReadings() {
  let markHeld!: () => void;
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const gone = new Promise<void>((resolve) => (letGo = resolve));
  const niceness = new Map<string, number>();
  const launcher: ChildLauncher = (execArgv) => {
    const child = launchNodeChild(execArgv);
    return {
      ...child,
      send: (message) => {
        niceness.set(message.task, os.getPriority(child.pid()));
        if (message.task !== 'letter-read') return child.send(message);
        markHeld();
        void gone.then(() => child.send(message));
      },
    };
  };
  return { launcher, held, letGo, niceness };
}

describe('storing a document never waits behind a reading, nor gives way to one', () => {
  it('a photo and a PDF are normalised and checked while a letter’s reading holds its child', async () => {
    const { launcher, held, letGo, niceness } = holdingReadings();
    useChildLauncher(launcher);
    // Bytes no decoder takes: once let go, the child answers at once, without starting OCR.
    const reading = readBankLetter(Buffer.from('not a picture of a letter'), 'image/jpeg');
    let readingDone = false;
    void reading.then(() => (readingDone = true));
    await held;

    const photo = await normaliseDocument(await cameraJpeg(1200, 900, 10));
    const pdf = await normaliseDocument(await simplePdf());
    expect([photo.mediaType, pdf.mediaType, pdf.pages]).toEqual(['image/jpeg', 'application/pdf', 1]);
    expect(readingDone).toBe(false);
    // The reading runs at a lower priority than what the agent waits for.
    expect(Object.fromEntries(niceness)).toEqual({
      'letter-read': Math.min(19, os.getPriority() + 10),
      'image-normalise': os.getPriority(),
      'pdf-check': os.getPriority(),
    });

    letGo();
    expect(await reading).toEqual({ kind: 'letter', outcome: 'unreadable' });
  });
});
