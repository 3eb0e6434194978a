import type { Locator, Page } from 'playwright-core';
import { hasApplicant, type EntityType } from '$shared/entity-types';
import { eventually } from '../support/wait';
import { type Language, startsWith, text } from '../support/texts';
import { bankEntries, feeEntries } from './editor/bank-and-fees';
import { applicantEntries, companyEntries } from './editor/business';
import { DocumentsStep, type Slot, slotsFor } from './editor/documents';
import { type Entry, expectEntry, fillEntry } from './editor/entries';
import { personEntries } from './editor/persons';
import { storeEntries } from './editor/stores';

export type Step = 'business' | 'persons' | 'stores' | 'bank' | 'fees' | 'documents' | 'review';

/** Loosely typed: each type has its own parts, and the helpers below pick the ones it has. */
export type AnyApplication = Record<string, any>;

/** One open application: its steps, autosave state, and what the service answered. */
export class EditorPage {
  constructor(
    readonly page: Page,
    readonly type: EntityType,
    readonly language: Language = 'en',
  ) {}

  stepLabel(step: Step): string {
    if (step === 'business') {
      if (hasApplicant(this.type)) return text('section.business.applicant', this.language);
      return text(this.type === 'other' ? 'section.business.organisation' : 'section.business.company', this.language);
    }
    return text(`section.${step}`, this.language);
  }

  /** The step's name, by any of the names it has: the last step is named by the application's status. */
  private stepName(step: Step): RegExp {
    const names =
      step === 'review'
        ? (['section.review', 'section.review.queued', 'section.review.sent'] as const).map((key) => text(key, this.language))
        : [this.stepLabel(step)];
    return new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  }

  /** Follows the step's link in the step list; the link may also carry "3 problems". */
  async goTo(step: Step): Promise<Locator> {
    const steps = this.page.getByRole('navigation', { name: text('editor.steps', this.language) });
    await steps.getByRole('link', { name: new RegExp(`${this.stepName(step).source}( |$)`) }).click();
    const section = this.section(step);
    await section.waitFor();
    return section;
  }

  section(step: Step): Locator {
    return this.page.getByRole('region', { name: new RegExp(`${this.stepName(step).source}$`) });
  }

  saveState(): Locator {
    return this.page.getByTestId('save-state');
  }

  async waitSaved(): Promise<void> {
    await eventually(() => this.saveState().innerText()).toBe(text('save.saved', this.language));
  }

  /** Fills every step as an agent would, from the fixture: typing, ticking, choosing, uploading. */
  async fillAll(application: AnyApplication): Promise<void> {
    for (const step of this.dataSteps()) {
      const section = await this.goTo(step);
      await this.makeRoom(step, section, application);
      for (const entry of this.entries(step, section, application)) await fillEntry(entry);
    }
    const documents = new DocumentsStep(await this.goTo('documents'));
    for (const [slot, fileName] of this.files(application)) await documents.upload(slot, fileName);
    await this.waitSaved();
  }

  /** Every value is back in its field and every file in its slot, e.g. after a reload. */
  async expectIntact(application: AnyApplication): Promise<void> {
    for (const step of this.dataSteps()) {
      const section = await this.goTo(step);
      for (const entry of this.entries(step, section, application)) await expectEntry(entry);
    }
    const documents = new DocumentsStep(await this.goTo('documents'));
    const expected = new Map<Slot, number>();
    for (const [slot] of this.files(application)) expected.set(slot, (expected.get(slot) ?? 0) + 1);
    for (const [slot, count] of expected) await eventually(() => documents.previews(slot).count(), text(slot)).toBe(count);
  }

  /**
   * Review → "Queue for submission", once the review says nothing is left to fix. The editor then
   * turns read-only and the button goes; the scheduler may already be sending, so the status
   * shown next is not awaited here.
   */
  async queue(): Promise<void> {
    const review = await this.goTo('review');
    await review.getByText(text('review.noProblems', this.language), { exact: true }).waitFor();
    const button = review.getByRole('button', { name: text('review.queue', this.language), exact: true });
    await button.click();
    await button.waitFor({ state: 'detached' });
  }

  /** The "Boarded" panel of a submitted application. */
  result(): Locator {
    return this.page.getByRole('region', { name: text('review.result', this.language), exact: true });
  }

  private dataSteps(): Step[] {
    return hasApplicant(this.type) ? ['business', 'stores', 'bank', 'fees'] : ['business', 'persons', 'stores', 'bank', 'fees'];
  }

  /** A new application has one person and one store; the agent adds the others. */
  private async makeRoom(step: Step, section: Locator, application: AnyApplication): Promise<void> {
    const lists = { persons: ['persons.person', 'persons.add'], stores: ['stores.store', 'stores.add'] } as const;
    if (step !== 'persons' && step !== 'stores') return;
    const [item, add] = lists[step];
    const wanted = (application[step] as unknown[]).length;
    for (let n = 2; n <= wanted; n += 1) {
      await section.getByRole('button', { name: `+ ${text(add, this.language)}`, exact: true }).click();
      await this.item(section, item, n).waitFor();
    }
  }

  private item(section: Locator, key: 'persons.person' | 'stores.store', n: number): Locator {
    return section.getByRole('group', { name: new RegExp(`${startsWith(text(key, this.language, { n })).source}(:|$)`) });
  }

  private entries(step: Step, section: Locator, application: AnyApplication): Entry[] {
    switch (step) {
      case 'business':
        return hasApplicant(this.type)
          ? applicantEntries(section, application.applicant)
          : companyEntries(section, application.company, this.type === 'other');
      case 'persons':
        return (application.persons as any[]).flatMap((person, i) =>
          personEntries(this.item(section, 'persons.person', i + 1), person, this.type === 'other'),
        );
      case 'stores':
        return (application.stores as any[]).flatMap((store, i) => storeEntries(this.item(section, 'stores.store', i + 1), store));
      case 'bank':
        return bankEntries(section, application.bankAccount);
      case 'fees':
        return feeEntries(section, application.fees);
      default:
        return [];
    }
  }

  /** A file for every slot the type has: the fixture's, or one more for a list the fixture left empty. */
  private files(application: AnyApplication): [Slot, string][] {
    return slotsFor(this.type).flatMap((slot): [Slot, string][] => {
      if (slot === 'documents.identification') return [[slot, application.applicant.identificationAttachment.Filename]];
      if (slot === 'documents.bankConfirmation') return [[slot, application.bankAccount.bankAccountConfirmationAttachment.Filename]];
      const extra = (application.additionalAttachments ?? []) as { Filename: string }[];
      return extra.length > 0 ? extra.map((file): [Slot, string] => [slot, file.Filename]) : [[slot, 'trade-licence.png']];
    });
  }
}
