import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { Quad } from '$renderer/screens/editor/documents/camera/perspective';
import { eventually } from '../support/wait';
import { BasePage } from './base-page';
import { startsWith, text } from '../support/texts';

export type SlotKey = 'documents.identification' | 'documents.bankConfirmation' | 'documents.additional';

export interface FileToGive {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The documents step as an agent uses it: each slot's sources (file, drop, paste, camera,
 * scanner), what the slot then holds, and what it refused.
 */
export class DocumentsPanel extends BasePage {
  /** Opens an application's documents step by its address, as a bookmark or the outbox's link would. */
  async open(applicationId: string): Promise<void> {
    await this.page.evaluate((hash) => (window.location.hash = hash), `#/applications/${applicationId}/documents`);
    await this.section().waitFor();
  }

  section(): Locator {
    return this.page.getByRole('region', { name: text('section.documents', this.language), exact: true });
  }

  slot(slot: SlotKey): Locator {
    return this.section().getByRole('region', { name: text(slot, this.language), exact: true });
  }

  /** A slot's source button: the visible word plus the slot's name for screen readers. */
  source(slot: SlotKey, source: 'file' | 'camera' | 'scanner'): Locator {
    const name = `${text(`documents.source.${source}`, this.language)}: ${text(slot, this.language)}`;
    return this.slot(slot).getByRole('button', { name, exact: true });
  }

  dropZone(slot: SlotKey): Locator {
    return this.slot(slot).getByRole('button', { name: startsWith(text('documents.drop', this.language)) });
  }

  /** The names of the files the slot holds, as listed. */
  async files(slot: SlotKey): Promise<string[]> {
    return this.slot(slot).getByRole('listitem').locator('.name').allInnerTexts();
  }

  /**
   * Waits for the slot to list exactly these files (a pattern where the browser picks the name),
   * with their thumbnails drawn. Names, not a count: a count the slot already met before the
   * action would let the test read the old files.
   */
  async waitForFiles(slot: SlotKey, names: readonly (string | RegExp)[]): Promise<void> {
    const expected = names.map((name) => (typeof name === 'string' ? name : expect.stringMatching(name)));
    await eventually(() => this.files(slot), `${text(slot)} never listed ${names.join(', ')}`).toEqual(expected);
    await eventually(() => this.thumbnails(slot).count(), `${text(slot)} never showed its thumbnails`).toBe(names.length);
  }

  thumbnails(scope: SlotKey | Locator): Locator {
    const within = typeof scope === 'string' ? this.slot(scope) : scope;
    return within
      .getByRole('img', { name: startsWith(text('documents.preview', this.language, { file: '' })) })
      .or(within.getByRole('img', { name: text('documents.pdf', this.language), exact: true }));
  }

  /** The line on the slot's read document: "Reading the document…", then what came of it. */
  reading(slot: SlotKey): Locator {
    return this.slot(slot).getByTestId('document-reading');
  }

  /** Files the slot refused, each in main's words. */
  refusals(slot: SlotKey): Locator {
    return this.slot(slot).getByTestId('document-refusal');
  }

  /** "Choose file": the browser host has no system dialog, so the page's file input opens. */
  async chooseFile(slot: SlotKey, file: FileToGive): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.source(slot, 'file').click();
    await (await chooser).setFiles(file);
  }

  /** Drags files from the desktop onto the slot's drop zone: the events a browser fires, carrying real File objects. */
  async drop(slot: SlotKey, files: FileToGive[]): Promise<void> {
    const payload = files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') }));
    await this.dropZone(slot).evaluate((zone, given) => {
      const transfer = new DataTransfer();
      for (const file of given) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    }, payload);
  }

  /**
   * Copies a PNG to the system clipboard (the async clipboard API, as a screenshot tool would),
   * then focuses the slot's drop zone and presses Ctrl+V: the paste event comes from the browser.
   */
  async paste(slot: SlotKey, png: Buffer): Promise<void> {
    await this.page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
    }, png.toString('base64'));
    await this.dropZone(slot).focus();
    await this.page.keyboard.press('Control+V');
  }

  cameraDialog(slot: SlotKey): Locator {
    return this.page.getByRole('dialog', { name: text('camera.title', this.language, { slot: text(slot, this.language) }) });
  }

  scannerDialog(slot: SlotKey): Locator {
    return this.page.getByRole('dialog', { name: text('scanner.title', this.language, { slot: text(slot, this.language) }) });
  }

  /** "Take a photo" → live preview → "Take the photo"; leaves the dialog on the crop. */
  async takePhoto(slot: SlotKey): Promise<Locator> {
    await this.source(slot, 'camera').click();
    const dialog = this.cameraDialog(slot);
    const video = dialog.locator('video');
    await video.waitFor();
    await eventually(
      () => video.evaluate((element) => (element as HTMLVideoElement).videoWidth),
      'the camera never played',
    ).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: text('camera.capture', this.language), exact: true }).click();
    await this.corner(dialog, 0).waitFor();
    return dialog;
  }

  corner(dialog: Locator, index: 0 | 1 | 2 | 3): Locator {
    return dialog.getByRole('button', { name: startsWith(text(`camera.corner.${index}`, this.language)) });
  }

  /** Where a corner handle sits now, as fractions of the photo, read from its accessible name. */
  async cornerAt(dialog: Locator, index: 0 | 1 | 2 | 3): Promise<{ x: number; y: number }> {
    const label = (await this.corner(dialog, index).getAttribute('aria-label')) ?? '';
    const [x, y] = [...label.matchAll(/([\d.,]+)\s?%/g)].map((match) => Number(match[1]!.replace(',', '.')) / 100);
    return { x: x!, y: y! };
  }

  /** Moves a corner with the keyboard: focus it, then arrow keys (Shift for steps of 10 %). */
  async moveCornerWithKeys(dialog: Locator, index: 0 | 1 | 2 | 3, to: { x: number; y: number }): Promise<void> {
    const handle = this.corner(dialog, index);
    await handle.focus();
    const from = await this.cornerAt(dialog, index);
    const press = async (axis: number, minus: string, plus: string) => {
      let steps = Math.round(axis * 100);
      const key = steps < 0 ? minus : plus;
      steps = Math.abs(steps);
      for (; steps >= 10; steps -= 10) await this.page.keyboard.press(`Shift+${key}`);
      for (; steps > 0; steps -= 1) await this.page.keyboard.press(key);
    };
    await press(to.x - from.x, 'ArrowLeft', 'ArrowRight');
    await press(to.y - from.y, 'ArrowUp', 'ArrowDown');
  }

  /** Drags a corner with the mouse to a point of the photo. */
  async dragCorner(dialog: Locator, index: 0 | 1 | 2 | 3, to: { x: number; y: number }): Promise<void> {
    const photo = await dialog.getByRole('img', { name: text('camera.photo', this.language) }).boundingBox();
    const handle = await this.corner(dialog, index).boundingBox();
    if (photo === null || handle === null) throw new Error('the crop is not on screen');
    await this.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(photo.x + to.x * photo.width, photo.y + to.y * photo.height, { steps: 8 });
    await this.page.mouse.up();
  }

  /** "Use this photo": straightened in the page, then stored; the dialog closes. */
  async usePhoto(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: text('camera.use', this.language), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The corners as a quad, all four placed: three with the keyboard and one dragged. */
  async outline(dialog: Locator, quad: Quad): Promise<void> {
    await this.moveCornerWithKeys(dialog, 0, quad[0]);
    await this.moveCornerWithKeys(dialog, 1, quad[1]);
    await this.dragCorner(dialog, 2, quad[2]);
    await this.moveCornerWithKeys(dialog, 3, quad[3]);
  }

  /** "Scan" → the dialog lists the scanners; chooses resolution and colours. */
  async openScanner(slot: SlotKey, options: { dpi: number; mode: 'Color' | 'Gray' }): Promise<Locator> {
    await this.source(slot, 'scanner').click();
    const dialog = this.scannerDialog(slot);
    await dialog
      .getByRole('group', { name: text('scanner.device', this.language) })
      .getByRole('radio')
      .first()
      .waitFor();
    await dialog.getByLabel(text('scanner.resolution', this.language), { exact: true }).selectOption(String(options.dpi));
    await dialog.getByRole('radio', { name: text(`scanner.mode.${options.mode}`, this.language), exact: true }).check();
    return dialog;
  }

  scanProgress(dialog: Locator): Locator {
    return dialog.getByRole('progressbar', { name: text('scanner.progress', this.language) });
  }

  async startScan(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: text('scanner.scan', this.language), exact: true }).click();
  }

  /** The review step's documents: per slot, the names of the files that will be sent. */
  async reviewedFiles(): Promise<Record<string, string[]>> {
    const review = this.page.getByRole('region', { name: text('section.review', this.language), exact: true });
    const summary = review.getByRole('region', { name: text('documents.reviewTitle', this.language), exact: true });
    await summary.waitFor();
    const shown: Record<string, string[]> = {};
    for (const group of await summary.locator('.slot').all()) {
      const title = await group.locator('dt').innerText();
      shown[title] = await group.locator('dd.file > span').allInnerTexts();
    }
    return shown;
  }
}
