import { EDITABLE_STATUSES, type ApplicationStatus } from '$shared/application-status';
import type { DraftBody } from '$shared/draft/draft-body';
import type { ApplicationView } from '$shared/ipc/views';
import { asApiError, call } from '../../lib/api';
import { type SectionTexts, changedSections, filledSections, layOver, mergeSections, sectionTexts } from '../../lib/draft/section-merge';
import { background } from '../../lib/state/background.svelte';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

/** Autosave waits for a pause this long; blur, a step change and leaving the page save at once. */
const SAVE_DELAY_MS = 400;
const RETRY_DELAY_MS = 3000;

/** What the autosave saves: the open application, which it tells when main's copy replaces the agent's. */
export interface AutosaveHost {
  view: ApplicationView;
  readonly draft: DraftBody;
  readonly readonly: boolean;
  /** Takes main's copy of the application, dropping the draft on screen. */
  adopt(view: ApplicationView): void;
  /** The rules check the draft as it is now. */
  check(): void;
  /** Told when the first save stores the application, with its id. */
  stored(id: string): void;
}

/**
 * The autosave protocol of one open application: a save after a pause in typing, with the revision
 * main last confirmed; an edit made while a save is on its way goes after it; a change made
 * elsewhere to other fields is merged, one to the same field is a conflict; a failure retries.
 */
export class Autosave {
  saveState: SaveState = $state('saved');
  saveError: unknown = $state(undefined);

  readonly #host: AutosaveHost;
  /** The fields as main holds them at `view.revision`, and the agent's draft as it was then: a conflict is judged by them. */
  // Bookkeeping, not reactive state: nothing on screen reads them.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #mainTexts: SectionTexts = new Map();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #sentTexts: SectionTexts = new Map();
  #dirty = false;
  #gone = false;
  /** Counts edits and saves, so an answer that was asked for before one of them can be recognised as stale. */
  #edits = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saving: Promise<void> | undefined;
  /** The unsaved change goes as soon as the background process answers again, not at the next retry. */
  #unwatch = background.onReturn(() => void this.flush());

  constructor(host: AutosaveHost) {
    this.#host = host;
  }

  /** Main's copy was taken: the sections it holds, and the draft as sent, are those. */
  adopted(view: ApplicationView) {
    this.#mainTexts = sectionTexts(view.draft);
    this.#sentTexts = sectionTexts($state.snapshot(this.#host.draft));
  }

  /** Saves now, even with nothing changed (a new application stored for its first document). */
  markChanged() {
    this.#dirty = true;
  }

  /** An edit: saved after the pause. */
  changed() {
    this.#dirty = true;
    this.#edits += 1;
    if (this.saveState !== 'saving') this.saveState = 'pending';
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  /** Saves now if anything changed; resolves when the draft on disk is the one on screen. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#saving) {
      await this.#saving;
      if (this.#dirty) return this.flush();
      return;
    }
    if (!this.#dirty || this.#host.readonly || this.#gone) return;
    this.#dirty = false;
    this.#edits += 1;
    this.saveState = 'saving';
    this.#saving = this.#save();
    try {
      await this.#saving;
    } finally {
      this.#saving = undefined;
    }
    // The save may have failed meanwhile (its retry is scheduled) or the agent typed on.
    if (this.#dirty && (this.saveState as SaveState) !== 'error') return this.flush();
  }

  async #save(): Promise<void> {
    const host = this.#host;
    const wasStored = host.view.id !== '';
    try {
      const draft = $state.snapshot(host.draft);
      if (wasStored) {
        const saved = await call('applications:saveDraft', { id: host.view.id, draft, expectedRevision: host.view.revision });
        // The draft on screen stays (the agent may have typed on); what the save changed is laid over
        // the view (revision, status, problems, notices, refusals); the files are the session's own.
        host.view = { ...host.view, ...saved };
        this.#mainTexts = sectionTexts(draft);
      } else {
        // The first edit of a new application: main stores it with what is on screen.
        const created = await call('applications:create', { entityType: host.view.entityType, draft });
        host.view = created;
        this.#mainTexts = sectionTexts(created.draft);
      }
      this.#sentTexts = sectionTexts(draft);
      this.saveError = undefined;
      this.saveState = this.#dirty ? 'pending' : 'saved';
      if (!wasStored) host.stored(host.view.id);
    } catch (error) {
      const apiError = asApiError(error);
      if (apiError.code === 'revision_conflict' && (await this.#mergeOverChangeElsewhere())) return;
      if (apiError.code === 'revision_conflict' || apiError.code === 'not_editable') {
        this.saveError = apiError;
        try {
          await this.reload();
          this.saveState = 'conflict';
        } catch (reloadError) {
          this.saveState = 'error';
          this.saveError = reloadError;
        }
        return;
      }
      this.#dirty = true;
      this.saveState = 'error';
      this.saveError = apiError;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.flush(), RETRY_DELAY_MS);
    }
  }

  /**
   * A save met a change made elsewhere (settings sync rebuilding the fee rows, a document filling
   * empty fields, another window). When the two changed different fields, main's copy is taken
   * with the agent's changed fields laid over it, and saved again: nothing typed is lost and
   * nothing of theirs is overwritten; a field a document filled that the agent typed too keeps
   * what was typed. False when both changed one field, or it can no longer be edited: a conflict.
   */
  async #mergeOverChangeElsewhere(): Promise<boolean> {
    const host = this.#host;
    let fresh: ApplicationView;
    try {
      fresh = await call('applications:get', { id: host.view.id });
    } catch {
      return false;
    }
    if (!(EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(fresh.status)) return false;
    const mine = $state.snapshot(host.draft);
    const mineChanged = changedSections(sectionTexts(mine), this.#sentTexts);
    const theirs = sectionTexts(fresh.draft);
    const theirsChanged = changedSections(theirs, this.#mainTexts);
    const merged = mergeSections(fresh.draft, mine, mineChanged, theirsChanged, filledSections(theirs, this.#mainTexts));
    if (merged === undefined) return false;
    host.adopt(fresh);
    layOver(host.draft, mine, mineChanged);
    this.#dirty = mineChanged.size > 0;
    host.check();
    this.saveState = this.#dirty ? 'pending' : 'saved';
    this.saveError = undefined;
    return true;
  }

  /** Takes main's copy, dropping unsaved edits: used after a conflict and after status changes. */
  async reload(): Promise<void> {
    const fresh = await call('applications:get', { id: this.#host.view.id });
    this.replaceWith(fresh);
  }

  /** Takes a view main answered (after a change of type), dropping unsaved edits. */
  replaceWith(view: ApplicationView): void {
    clearTimeout(this.#timer);
    this.#dirty = false;
    this.#host.adopt(view);
  }

  /** The agent deleted it: nothing more is saved or fetched for it. */
  discard(): void {
    clearTimeout(this.#timer);
    this.#dirty = false;
    this.#gone = true;
  }

  /**
   * Follows a change made elsewhere (outbox, settings sync), unless the agent has unsaved edits.
   * Answers the view it fetched, adopted or not, so the caller need not ask main again.
   */
  async refreshIfChangedElsewhere(): Promise<ApplicationView | undefined> {
    if (this.#dirty || this.#saving || this.#gone) return undefined;
    const before = this.#edits;
    let fresh: ApplicationView;
    try {
      fresh = await call('applications:get', { id: this.#host.view.id });
    } catch (error) {
      // Deleted (here, whose own event may come before the answer, or from the command line): nothing to follow.
      if (asApiError(error).code === 'not_found') this.#gone = true;
      return undefined;
    }
    // Any edit or save since the question makes the answer stale; and our own saves are no news.
    if (this.#edits !== before || this.#dirty || this.#saving) return fresh;
    if (fresh.revision > this.#host.view.revision || fresh.status !== this.#host.view.status) this.#host.adopt(fresh);
    return fresh;
  }

  dispose() {
    this.#unwatch();
    void this.flush();
  }
}
