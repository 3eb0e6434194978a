import { SvelteSet } from 'svelte/reactivity';
import { EDITABLE_STATUSES, type ApplicationStatus } from '../../../../shared/application-status';
import { type DraftBody, businessNameOf } from '../../../../shared/draft/draft-body';
import { IncrementalValidation } from '../../../../shared/draft/incremental-validation';
import { draftNotices } from '../../../../shared/draft/validate-draft';
import type { ApplicationView, AttachmentView } from '../../../../shared/ipc/views';
import { type Notice, RULE_NOTICE_CODES } from '../../../../shared/rules/notice';
import type { Problem } from '../../../../shared/rules/problem';
import { asApiError, call } from '../../lib/api';
import { type Path, pathKey, readAt, rootOf, writeAt } from '../../lib/draft/paths';
import { addSkeleton } from '../../../../shared/draft/skeleton';
import { type SectionTexts, changedSections, mergeSections, sectionTexts } from '../../lib/draft/section-merge';
import { sectionSnapshots } from '../../lib/draft/section-snapshots.svelte';
import { afterNextPaint } from '../../lib/after-paint';
import { background } from '../../lib/state/background.svelte';
import { serviceSettings } from '../../lib/state/service-settings.svelte';
import type { Route } from '../../lib/router.svelte';
import type { EntityType } from '../../../../shared/entity-types';

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/** A number per object: the settings object changes only when new settings arrive. */
function identityOf(value: object | undefined): number {
  if (value === undefined) return 0;
  let identity = identities.get(value);
  if (identity === undefined) identities.set(value, (identity = nextIdentity++));
  return identity;
}

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.code === b[i]!.code && p.message === b[i]!.message && pathKey(p.path) === pathKey(b[i]!.path))
  );
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

/** A reason of the service's standing refusal; `changed`: its field was edited since (main decides). */
export type ServiceProblem = Problem & { changed: boolean };

/** Autosave waits for a pause this long; blur, a step change and leaving the page save at once. */
const SAVE_DELAY_MS = 400;
const RETRY_DELAY_MS = 3000;

/**
 * One open application: the draft as deep reactive state, its problems from the same shared rules
 * main enforces, and autosave with the revision main last confirmed. Every change goes through
 * `set`/`insert`/`remove`, which schedule the save.
 */
export class EditorSession {
  view: ApplicationView = $state.raw<ApplicationView>(undefined as never);
  draft: DraftBody = $state({ application: {}, processingFees: [] });
  attachments: AttachmentView[] = $state([]);
  saveState: SaveState = $state('saved');
  saveError: unknown = $state(undefined);
  /** Fields the agent has left or changed: their "required" problems show from then on. */
  touched = new SvelteSet<string>();
  /** Show every problem, also on untouched fields: after visiting the review or for a refused application. */
  revealAll = $state(false);

  readonly = $derived(!(EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(this.view.status));

  /**
   * The business's name as the agent sees it: from the draft as typed, or, once a retention purge
   * has emptied the draft, the name the application's row kept.
   */
  name = $derived(this.view.purged ? this.view.businessName : businessNameOf(this.view.entityType, this.draft.application));

  /**
   * The service's reasons from the refusal that stands (main keeps them until the application is
   * queued again), shown on their fields; a reason whose field was edited since is still shown,
   * marked as changed. They inform but do not block queueing: only the shared rules decide that.
   */
  serviceProblems: ServiceProblem[] = $derived.by(() => {
    const standing = this.view.status === 'rejected' ? this.view.refusals[0] : undefined;
    if (standing === undefined || standing.requeuedAt !== null) return [];
    return standing.reasons.map((reason) => ({
      path: reason.path ?? [],
      code: 'service_rejected' as const,
      message: reason.message,
      changed: reason.changed,
    }));
  });

  /** The application one snapshot per section, each copied again only when it changed. */
  #sections = sectionSnapshots(() => this.draft.application);
  #fees = $derived($state.snapshot(this.draft.processingFees));
  #validation = new IncrementalValidation();
  #lastProblems: Problem[] = [];

  /**
   * The draft as the rules last checked it. An edit shows at once; the snapshot of its section and
   * the rules that read it run after that frame is drawn (`afterNextPaint`), so a keystroke's paint
   * never waits for them and the problems beside the fields follow one frame later.
   */
  #checked = $state.raw<DraftBody>({ application: {}, processingFees: [] });
  #checkScheduled = false;

  /**
   * What the shared rules say of the draft as last checked; the same verdict main reaches when it
   * saves or queues. A keystroke re-runs only the checks that read its section
   * (shared/draft/incremental-validation), on a copy of that section alone; the list keeps its
   * identity while it says the same, so the fields showing problems are not redrawn for nothing.
   */
  ruleProblems: Problem[] = $derived.by(() => {
    const settings = serviceSettings.snapshot?.settings;
    const problems = this.#validation.validate(
      this.view.entityType,
      this.#checked,
      { settings, attachments: this.attachments.map((a) => ({ id: a.id, fileName: a.fileName })) },
      `settings ${identityOf(settings)}`,
      true,
    );
    if (!sameProblems(problems, this.#lastProblems)) this.#lastProblems = problems;
    return this.#lastProblems;
  });

  /**
   * What is still to fix: the rules' problems and the service's reasons whose field has not been
   * changed since the refusal. A changed reason leaves this list (and the step's count) but stays
   * on its field, marked, and in the refusal history.
   */
  problems: Problem[] = $derived([...this.ruleProblems, ...this.serviceProblems.filter((problem) => !problem.changed)]);

  /**
   * What informs without blocking: the shared rules' notices, live as the agent types, and the
   * notices only main can find (from its stores), as of the last save.
   */
  notices: Notice[] = $derived([
    // Over the per-section snapshots: no copy of the whole draft per keystroke.
    ...draftNotices(this.view.entityType, this.#checked),
    ...this.view.notices.filter((notice) => !RULE_NOTICE_CODES.includes(notice.code)),
  ]);

  problemsByKey: Record<string, Problem[]> = $derived.by(() => {
    const byKey: Record<string, Problem[]> = {};
    for (const problem of [...this.problems, ...this.serviceProblems.filter((p) => p.changed)]) {
      const key = pathKey(problem.path);
      (byKey[key] ??= []).push(problem);
    }
    return byKey;
  });

  /** The sections as main holds them at `view.revision`, and the agent's draft as it was then: a conflict is judged by them. */
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

  constructor(view: ApplicationView) {
    this.#adopt(view);
    if (view.status === 'rejected' || view.status === 'needs_attention') this.revealAll = true;
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
      this.#dirty = true;
      await this.flush();
    }
    if (!this.stored) throw asApiError(this.saveError);
    return this.view.id;
  }

  #adopt(view: ApplicationView) {
    this.view = view;
    this.draft = structuredClone(view.draft);
    this.attachments = view.attachments;
    // The containers of the type, in memory only: opening an application never changes it.
    if (!this.readonly) addSkeleton(view.entityType, this.draft.application);
    this.#mainTexts = sectionTexts(view.draft);
    this.#sentTexts = sectionTexts($state.snapshot(this.draft));
    this.#check();
  }

  /** Takes the current draft as the one the rules check (its changed sections copied now). */
  #check() {
    this.#checked = { application: this.#sections(), processingFees: this.#fees };
  }

  #scheduleCheck() {
    if (this.#checkScheduled) return;
    this.#checkScheduled = true;
    afterNextPaint(() => {
      this.#checkScheduled = false;
      this.#check();
    });
  }

  /** Resolves once the rules have checked every edit made so far (tests, and code that must not act on stale problems). */
  checked(): Promise<void> {
    if (!this.#checkScheduled) return Promise.resolve();
    return new Promise((resolve) => afterNextPaint(resolve));
  }

  get(path: Path): unknown {
    const { node, rest } = rootOf(this.draft, path);
    return readAt(node, rest);
  }

  set(path: Path, value: unknown) {
    if (this.readonly) return;
    const { node, rest } = rootOf(this.draft, path);
    writeAt(node as Record<string, unknown>, rest, value);
    const key = pathKey(path);
    this.touched.add(key);
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
    const prefix = `${pathKey(path)}.`;
    for (const key of [...this.touched]) if (key.startsWith(prefix)) this.touched.delete(key);
    this.#changed();
  }

  touch(path: Path) {
    this.touched.add(pathKey(path));
  }

  noticesAt(path: Path): Notice[] {
    const key = pathKey(path);
    return this.notices.filter((notice) => pathKey(notice.path) === key);
  }

  problemsAt(path: Path): Problem[] {
    return this.problemsByKey[pathKey(path)] ?? [];
  }

  /**
   * Problems to show beside a field now: what is wrong with a value the agent typed at once;
   * "required" and problems of whole groups (no primary contact yet) once the field was visited.
   */
  visibleProblemsAt(path: Path): Problem[] {
    const problems = this.readonly ? this.problemsAt(path).filter((p) => p.code === 'service_rejected') : this.problemsAt(path);
    if (problems.length === 0 || this.revealAll || this.#touchedWithin(pathKey(path))) return problems;
    const value = this.get(path);
    const typed = (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';
    return problems.filter((problem) => typed || problem.code === 'service_rejected');
  }

  /** A group counts as visited once any field in it was: "shares add up to more than 100 %" shows as the agent types. */
  #touchedWithin(key: string): boolean {
    if (this.touched.has(key)) return true;
    const prefix = `${key}.`;
    for (const touched of this.touched) if (touched.startsWith(prefix)) return true;
    return false;
  }

  #changed() {
    this.#scheduleCheck();
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
    if (!this.#dirty || this.readonly || this.#gone) return;
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
    const wasStored = this.stored;
    try {
      const draft = $state.snapshot(this.draft);
      if (wasStored) {
        const saved = await call('applications:saveDraft', { id: this.view.id, draft, expectedRevision: this.view.revision });
        // The draft on screen stays (the agent may have typed on); what the save changed is laid over
        // the view (revision, status, problems, notices, refusals); the files are the session's own.
        this.view = { ...this.view, ...saved };
        this.#mainTexts = sectionTexts(draft);
      } else {
        // The first edit of a new application: main stores it with what is on screen.
        const created = await call('applications:create', { entityType: this.view.entityType, draft });
        this.view = created;
        this.#mainTexts = sectionTexts(created.draft);
      }
      this.#sentTexts = sectionTexts(draft);
      this.saveError = undefined;
      this.saveState = this.#dirty ? 'pending' : 'saved';
      if (!wasStored) this.onstored?.(this.view.id);
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
   * A save met a change made elsewhere (settings sync rebuilding the fee rows, another window).
   * When the two changed different sections, main's copy is taken with the agent's changed
   * sections laid over it, and saved again: nothing typed is lost and nothing of theirs is
   * overwritten. False when both changed one section, or it can no longer be edited: a conflict.
   */
  async #mergeOverChangeElsewhere(): Promise<boolean> {
    let fresh: ApplicationView;
    try {
      fresh = await call('applications:get', { id: this.view.id });
    } catch {
      return false;
    }
    if (!(EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(fresh.status)) return false;
    const mine = $state.snapshot(this.draft);
    const mineChanged = changedSections(sectionTexts(mine), this.#sentTexts);
    const merged = mergeSections(fresh.draft, mine, mineChanged, changedSections(sectionTexts(fresh.draft), this.#mainTexts));
    if (merged === undefined) return false;
    this.#adopt(fresh);
    for (const key of mineChanged) {
      if (key === 'processingFees') this.draft.processingFees = merged.processingFees;
      else if (key in merged.application) this.draft.application[key] = merged.application[key];
      else delete this.draft.application[key];
    }
    this.#dirty = mineChanged.size > 0;
    this.#check();
    this.saveState = this.#dirty ? 'pending' : 'saved';
    this.saveError = undefined;
    return true;
  }

  /** Takes main's copy, dropping unsaved edits: used after a conflict and after status changes. */
  async reload(): Promise<void> {
    const fresh = await call('applications:get', { id: this.view.id });
    this.replaceWith(fresh);
  }

  /** Takes a view main answered (after a change of type), dropping unsaved edits. */
  replaceWith(view: ApplicationView): void {
    clearTimeout(this.#timer);
    this.#dirty = false;
    this.#adopt(view);
  }

  /** The agent deleted it: nothing more is saved or fetched for it. */
  discard(): void {
    clearTimeout(this.#timer);
    this.#dirty = false;
    this.#gone = true;
  }

  /** Follows a change made elsewhere (outbox, settings sync), unless the agent has unsaved edits. */
  async refreshIfChangedElsewhere(): Promise<void> {
    if (this.#dirty || this.#saving || this.#gone) return;
    const before = this.#edits;
    let fresh: ApplicationView;
    try {
      fresh = await call('applications:get', { id: this.view.id });
    } catch (error) {
      // Deleted (here, whose own event may come before the answer, or from the command line): nothing to follow.
      if (asApiError(error).code === 'not_found') this.#gone = true;
      return;
    }
    // Any edit or save since the question makes the answer stale; and our own saves are no news.
    if (this.#edits !== before || this.#dirty || this.#saving) return;
    if (fresh.revision > this.view.revision || fresh.status !== this.view.status) this.#adopt(fresh);
  }

  dispose() {
    this.#unwatch();
    void this.flush();
  }
}
