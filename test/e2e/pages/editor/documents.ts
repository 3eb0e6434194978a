import type { Locator } from 'playwright-core';
import { hasAdditionalAttachments, hasApplicant, type EntityType } from '$shared/entity-types';
import { TINY_PNG_BASE64 } from '$test/fixtures/applications';
import { eventually } from '../../support/wait';
import { startsWith, text } from '../../support/texts';

export type Slot = 'documents.identification' | 'documents.bankConfirmation' | 'documents.additional';

/** The slots the documents step offers for a type (spec §2.1). */
export function slotsFor(type: EntityType): Slot[] {
  return [
    ...(hasApplicant(type) ? (['documents.identification'] as const) : []),
    'documents.bankConfirmation',
    ...(hasAdditionalAttachments(type) ? (['documents.additional'] as const) : []),
  ];
}

/** The documents step: one region per slot, each with its file input and its list of files. */
export class DocumentsStep {
  constructor(private readonly section: Locator) {}

  slot(slot: Slot): Locator {
    return this.section.getByRole('region', { name: text(slot), exact: true });
  }

  /** Picks a file through the slot's file input, as the system file dialog would hand it over. */
  async upload(slot: Slot, fileName: string, bytes = Buffer.from(TINY_PNG_BASE64, 'base64')): Promise<void> {
    const region = this.slot(slot);
    const before = await this.previews(slot).count();
    // "Choose a file: …" while the slot is empty, "Replace the file: …" once a single slot holds one.
    const input = region
      .getByLabel(text('documents.choose', 'en', { slot: text(slot) }), { exact: true })
      .or(region.getByLabel(text('documents.replace', 'en', { slot: text(slot) }), { exact: true }));
    await input.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: bytes });
    await eventually(() => this.previews(slot).count(), `${fileName} never showed in ${text(slot)}`).toBe(before + 1);
  }

  /** The stored files' previews: drawn from the bytes read back from the app, so they prove the file is there. */
  previews(slot: Slot): Locator {
    return this.slot(slot).getByRole('img', { name: startsWith(text('documents.preview', 'en', { file: '' })) });
  }
}
