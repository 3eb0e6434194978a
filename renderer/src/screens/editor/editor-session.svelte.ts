import { EDITABLE_STATUSES, type ApplicationStatus } from '$shared/application-status';
import { type DraftBody, businessNameOf } from '$shared/draft/draft-body';
import { writeAt } from '$shared/draft/write-at';
import type { ApplicationView, DocumentView } from '$shared/ipc/views';
import type { Notice } from '$shared/rules/notice';
import type { Problem } from '$shared/rules/problem';
import { at } from '$shared/rules/read';
import { asApiError, call } from '../../lib/api';
import { documentCorrectionAt, documentsByField, filledAt, offerAt, readingOf } from '../../lib/draft/document-values';
import { type Path, rootOf } from '../../lib/draft/paths';
import { SENT_STATUSES } from '../../lib/draft/sections';
import { copyTitle } from '../../lib/application-name';
import { addSkeleton } from '$shared/draft/skeleton';
import type { Route } from '../../lib/router.svelte';
import type { EntityType } from '$shared/entity-types';
import { Autosave, type SaveState } from './autosave.svelte';
import { type ServiceProblem, ShownProblems } from './shown-problems.svelte';

export type { SaveState } from './autosave.svelte';
export type { ServiceProblem } from './shown-problems.svelte';

/**
 * One open application: the draft as deep reactive state, which problems it shows (ShownProblems)
 * and its autosave (Autosave). Every change goes through `set`/`insert`/`remove`, which schedule
 * the check and the save.
 */
export class EditorSession {
  view: ApplicationView = $state.raw<ApplicationView>(undefined as never);
  draft: DraftBody = $state({ application: {}, processingFees: [] });
  attachments: DocumentView[] = $state([]);

  readonly = $derived(!(EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(this.view.status));

  /** Sent, being sent or perhaps sent: the application is a record of what went to the acquirer. */
  sent = $derived(SENT_STATUSES.includes(this.view.status));

  /**
   * The business's name as the agent sees it: from the draft as typed, or, once a retention purge
   * has emptied the draft, the name the application's row kept.
   */
  name = $derived(this.view.purged ? this.view.businessName : businessNameOf(this.view.entityType, this.draft.application));

  /** The name as the agent tells it apart: "Copy of …" until the name typed differs from the one it was copied with. */
  title = $derived(copyTitle(this.view, this.name));

  readonly shown: ShownProblems = new ShownProblems(this);
  readonly autosave: Autosave = this.#newAutosave();

  #newAutosave(): Autosave {
    // The host's view is the session's own: the autosave lays what main answered over it.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const session = this;
    return new Autosave({
      get view() {
        return session.view;
      },
      set view(view) {
        session.view = view;
      },
      get draft() {
        return session.draft;
      },
      get readonly() {
        return session.readonly;
      },
      adopt: (view) => this.#adopt(view),
      check: () => this.shown.check(),
      stored: (id) => this.#born(id),
    });
  }

  constructor(view: ApplicationView) {
    this.#adopt(view);
    if (view.status === 'rejected' || view.status === 'needs_attention') this.shown.revealAll = true;
  }

  /**
   * A new application of `entityType`, not stored: `draft` is what main says it starts as. The
   * first edit's save creates it (with that edit), so an agent who looks and leaves keeps nothing.
   */
  static unstored(entityType: EntityType, draft: DraftBody): EditorSession {
    // A timestamp read once, not reactive state.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const now = new Date().toISOString();
    return new EditorSession({
      id: '',
      entityType,
      status: 'draft',
      businessName: '',
      merchantId: null,
      createdAt: now,
      updatedAt: now,
      revision: 0,
      draft,
      problems: [],
      notices: [],
      statusReason: null,
      result: null,
      attachments: [],
      documents: { readings: [], filled: [], offered: [] },
      queuedAt: null,
      submittedAt: null,
      nextAttemptAt: null,
      attemptCount: 0,
      purged: null,
      restoreHold: null,
      refusals: [],
    });
  }

  /** False until main has stored the application (on the agent's first edit). */
  get stored(): boolean {
    return this.view.id !== '';
  }

  /** Told when the first save stores the application, with its id: the editor takes its address. */
  onstored: ((id: string) => void) | undefined;

  /** The route of one of its steps: by id once stored, by type before. */
  routeTo(section: string | undefined): Route {
    return this.stored ? { name: 'editor', id: this.view.id, section } : { name: 'start', entityType: this.view.entityType, section };
  }

  /** Its id, storing it first if it is new (a document needs an application to belong to). */
  async ensureStored(): Promise<string> {
    if (!this.stored) {
      this.autosave.markChanged();
      await this.flush();
    }
    if (!this.stored) throw asApiError(this.saveError);
    return this.view.id;
  }

  /** Set while a document action holds a new application stored only for itself. */
  #provisional: { unstored: ApplicationView; draft: string; born: string | undefined } | undefined;

  #born(id: string) {
    if (this.#provisional !== undefined) this.#provisional.born = id;
    else this.onstored?.(id);
  }

  /**
   * A document action on what may be a new application (a file main reads or scans into it, a file
   * main may refuse). `store` stores the application when the action needs its id; `end` says
   * whether the action took a document. When it took nothing and nothing was typed meanwhile, the
   * application stored for it is deleted again and the editor is a new one as before: a look, a
   * cancelled dialog or a refused file leaves nothing behind, as "Take a photo" never stored any.
   */
  provisionally(): { store: () => Promise<string>; end: (took: boolean) => Promise<void> } {
    if (this.stored || this.#provisional !== undefined) return { store: () => this.ensureStored(), end: async () => undefined };
    const held = { unstored: this.view, draft: JSON.stringify($state.snapshot(this.draft)), born: undefined as string | undefined };
    this.#provisional = held;
    let ended = false;
    return {
      store: () => this.ensureStored(),
      end: async (took) => {
        if (ended) return;
        ended = true;
        this.#provisional = undefined;
        if (!this.stored || held.born === undefined) return;
        const untouched = JSON.stringify($state.snapshot(this.draft)) === held.draft;
        if (took || !untouched || !(await this.#forget(held.unstored))) this.onstored?.(held.born);
      },
    };
  }

  /** Deletes the application stored for an action that took nothing, and is the unstored one again; false when main kept it. */
  async #forget(unstored: ApplicationView): Promise<boolean> {
    // The deletion's own `applications:changed` must not be followed: it would find nothing and stop the autosave.
    this.#forgetting = true;
    try {
      await this.flush();
      await call('applications:delete', { id: this.view.id, expectedRevision: this.view.revision });
      this.view = unstored;
      this.autosave.adopted(unstored);
      return true;
    } catch {
      return false;
    } finally {
      this.#forgetting = false;
    }
  }

  #forgetting = false;

  #adopt(view: ApplicationView) {
    this.view = view;
    this.draft = structuredClone(view.draft);
    this.attachments = view.attachments;
    // The containers of the type, in memory only: opening an application never changes it.
    if (!this.readonly) addSkeleton(view.entityType, this.draft.application);
    this.autosave.adopted(view);
    this.shown.check();
  }

  get(path: Path): unknown {
    const { node, rest } = rootOf(this.draft, path);
    return at(node, ...rest);
  }

  set(path: Path, value: unknown) {
    if (this.readonly) return;
    const { node, rest } = rootOf(this.draft, path);
    writeAt(node as Record<string, unknown>, rest, value);
    this.shown.touch(path);
    this.#changed();
  }

  /** Appends to the list at `path`, creating it. */
  insert(path: Path, item: unknown) {
    if (this.readonly) return;
    const list = this.get(path);
    if (Array.isArray(list)) list.push(item);
    else this.set(path, [item]);
    this.#changed();
  }

  /** Removes item `index` of the list at `path`; touched marks below it no longer mean the same field. */
  remove(path: Path, index: number) {
    if (this.readonly) return;
    const list = this.get(path);
    if (!Array.isArray(list)) return;
    list.splice(index, 1);
    this.shown.forgetBelow(path);
    this.#changed();
  }

  #changed() {
    this.shown.scheduleCheck();
    this.autosave.changed();
  }

  // What the editor's components read of the two parts.
  get saveState(): SaveState {
    return this.autosave.saveState;
  }
  get saveError(): unknown {
    return this.autosave.saveError;
  }
  get problems(): Problem[] {
    return this.shown.problems;
  }
  get ruleProblems(): Problem[] {
    return this.shown.ruleProblems;
  }
  get serviceProblems(): ServiceProblem[] {
    return this.shown.serviceProblems;
  }
  get notices(): Notice[] {
    return this.shown.notices;
  }
  get revealAll(): boolean {
    return this.shown.revealAll;
  }
  set revealAll(on: boolean) {
    this.shown.revealAll = on;
  }
  #documentsByField = $derived(documentsByField(this.view.documents));
  /** A field still holding the value a document filled: marked "from the document". */
  fromDocument = (path: Path) => filledAt(this.#documentsByField, path, this.get(path)) !== undefined;
  /** A value a document offers for this field, while it is empty. */
  offerAt = (path: Path) => offerAt(this.#documentsByField, path, this.get(path));
  readingOf = (attachmentId: string) => readingOf(this.view.documents, attachmentId);
  /** The document's value where it disagrees with what is typed (a date of birth, a kennitala): one click takes it. */
  correctionAt = (path: Path) => documentCorrectionAt(this.shown.noticesAt(path), path);

  /**
   * Follows a change made elsewhere (another window, the outbox, a settings sync, a document's
   * reading) with one question to main: the autosave adopts the answer when nothing is unsaved.
   * A reading lands while the agent may be typing: what the documents say and the notices are
   * laid over the view at once, the draft and its revision untouched; what it filled is then
   * merged by the next save.
   */
  async followChangeElsewhere(): Promise<void> {
    if (this.#forgetting || !this.stored) return;
    const reading = this.stored && this.view.documents.readings.some((each) => each.state === 'reading');
    const fetched = await this.autosave.refreshIfChangedElsewhere();
    if (!reading) return;
    const fresh = fetched ?? (await call('applications:get', { id: this.view.id }));
    if (fresh.id === this.view.id && fresh !== this.view) this.view = { ...this.view, documents: fresh.documents, notices: fresh.notices };
  }

  touch = (path: Path) => this.shown.touch(path);
  noticesAt = (path: Path) => this.shown.noticesAt(path);
  problemsAt = (path: Path) => this.shown.problemsAt(path);
  visibleProblemsAt = (path: Path) => this.shown.visibleProblemsAt(path);
  checked = () => this.shown.checked();
  flush = () => this.autosave.flush();
  reload = () => this.autosave.reload();
  replaceWith = (view: ApplicationView) => this.autosave.replaceWith(view);
  discard = () => this.autosave.discard();
  dispose = () => this.autosave.dispose();
}
