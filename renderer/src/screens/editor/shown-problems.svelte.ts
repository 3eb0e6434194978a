import { SvelteSet } from 'svelte/reactivity';
import type { DraftBody } from '$shared/draft/draft-body';
import { IncrementalValidation } from '$shared/draft/incremental-validation';
import { draftNotices } from '$shared/draft/validate-draft';
import type { ApplicationView, DocumentView } from '$shared/ipc/views';
import { type Notice, RULE_NOTICE_CODES } from '$shared/rules/notice';
import type { Problem } from '$shared/rules/problem';
import { type Path, pathKey } from '../../lib/draft/paths';
import { sectionSnapshots } from '../../lib/draft/section-snapshots.svelte';
import { afterNextPaint } from '../../lib/after-paint';
import { serviceSettings } from '../../lib/state/service-settings.svelte';

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

/** A reason of the service's standing refusal; `changed`: its field was edited since (main decides). */
export type ServiceProblem = Problem & { changed: boolean };

/** What the problems are read from: the open application as the editor holds it. */
export interface ProblemSource {
  readonly view: ApplicationView;
  readonly draft: DraftBody;
  readonly attachments: DocumentView[];
  readonly readonly: boolean;
  get(path: Path): unknown;
}

/**
 * Which problems and notices an open application shows, and where: the same shared rules main
 * enforces, run on the draft as last checked, the service's standing refusal, and the fields the
 * agent has visited (a missing value shows only once its field was left).
 */
export class ShownProblems {
  /** Fields the agent has left or changed: their "required" problems show from then on. */
  touched = new SvelteSet<string>();
  /** Show every problem, also on untouched fields: after visiting the review or for a refused application. */
  revealAll = $state(false);

  readonly #source: ProblemSource;

  constructor(source: ProblemSource) {
    this.#source = source;
  }

  /**
   * The service's reasons from the refusal that stands (main keeps them until the application is
   * queued again), shown on their fields; a reason whose field was edited since is still shown,
   * marked as changed. They inform but do not block queueing: only the shared rules decide that.
   */
  serviceProblems: ServiceProblem[] = $derived.by(() => {
    const view = this.#source.view;
    const standing = view.status === 'rejected' ? view.refusals[0] : undefined;
    if (standing === undefined || standing.requeuedAt !== null) return [];
    return standing.reasons.map((reason) => ({
      path: reason.path ?? [],
      code: 'service_rejected' as const,
      message: reason.message,
      changed: reason.changed,
    }));
  });

  /** The application one snapshot per section, each copied again only when it changed. */
  #sections = sectionSnapshots(() => this.#source.draft.application);
  #fees = $derived.by(() => $state.snapshot(this.#source.draft.processingFees));
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
      this.#source.view.entityType,
      this.#checked,
      { settings, attachments: this.#source.attachments.map((a) => ({ id: a.id, fileName: a.fileName })) },
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
  notices: Notice[] = $derived.by(() => [
    // Over the per-section snapshots: no copy of the whole draft per keystroke.
    ...draftNotices(this.#source.view.entityType, this.#checked),
    ...this.#source.view.notices.filter((notice) => !RULE_NOTICE_CODES.includes(notice.code)),
  ]);

  problemsByKey: Record<string, Problem[]> = $derived.by(() => {
    const byKey: Record<string, Problem[]> = {};
    for (const problem of [...this.problems, ...this.serviceProblems.filter((p) => p.changed)]) {
      const key = pathKey(problem.path);
      (byKey[key] ??= []).push(problem);
    }
    return byKey;
  });

  /** Takes the current draft as the one the rules check (its changed sections copied now). */
  check() {
    this.#checked = { application: this.#sections(), processingFees: this.#fees };
  }

  /** Checks the draft once the frame of the edit just made is drawn. */
  scheduleCheck() {
    if (this.#checkScheduled) return;
    this.#checkScheduled = true;
    afterNextPaint(() => {
      this.#checkScheduled = false;
      this.check();
    });
  }

  /** Resolves once the rules have checked every edit made so far (tests, and code that must not act on stale problems). */
  checked(): Promise<void> {
    if (!this.#checkScheduled) return Promise.resolve();
    return new Promise((resolve) => afterNextPaint(resolve));
  }

  touch(path: Path) {
    this.touched.add(pathKey(path));
  }

  /** Forgets the visits below a list item that was removed: they no longer mean the same field. */
  forgetBelow(path: Path) {
    const prefix = `${pathKey(path)}.`;
    for (const key of [...this.touched]) if (key.startsWith(prefix)) this.touched.delete(key);
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
    const all = this.problemsAt(path);
    const problems = this.#source.readonly ? all.filter((p) => p.code === 'service_rejected') : all;
    if (problems.length === 0 || this.revealAll || this.#touchedWithin(pathKey(path))) return problems;
    const value = this.#source.get(path);
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
}
