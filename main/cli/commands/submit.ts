import { coreFor, testPersonPaths, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { requireService } from '../no-service';
import { type NoticeCode, isConfirmable, isDuplicateNotice } from '$shared/rules/notice';
import { formatPath } from '$shared/rules/problem';
import { statusReasonText } from '../message-text';
import { type Output, noticeLines, problemLines } from '../output';

/**
 * `submit <id>` queues a ready application and sends it; `submit --all` queues every ready one and
 * sends everything due. The exit code is 0 only when every targeted application was submitted, 4
 * when those that were not are all held after a restore (so a script can tell "ask the acquirer"
 * from "try again"), 1 otherwise.
 * `--confirm "<reason>"` (with one id only) confirms each confirmable notice with that reason, but
 * a possible duplicate of a merchant already sent: that takes its own `--confirm-duplicate
 * "<reason>"`, so confirming an account holder never boards a merchant twice by the way.
 */
export async function submitCommand(
  core: Core,
  id: string | undefined,
  all: boolean,
  out: Output,
  reasons: ConfirmReasons = {},
): Promise<number> {
  if (!id && !all) throw new CliError('submit needs an application id or --all', EXIT.usage);
  if (reasons.notices !== undefined && !id)
    throw new CliError('--confirm confirms the notices of one application: submit <id> --confirm "<reason>"', EXIT.usage);
  if (reasons.duplicate !== undefined && !id)
    throw new CliError('--confirm-duplicate confirms one application: submit <id> --confirm-duplicate "<reason>"', EXIT.usage);
  requireService(core);
  if (core.currentSnapshot() === undefined) {
    const sync = await core.syncSettings();
    if (!sync.ok) throw new CliError(`Cannot submit before the settings are synced: ${sync.error.message}`, EXIT.failed);
  }
  const { applications } = coreFor(core, 'cli');
  // `--all` takes the ready ones, and names the queued ones a restore holds: the outbox skips those.
  const isHeld = (target: string) => applications.restoreHold(target) !== null;
  const targets = id ? [id] : [...applications.idsByStatus(['ready']), ...applications.idsByStatus(['queued']).filter(isHeld)];
  const held: string[] = [];
  for (const target of targets) {
    const record = applications.record(target);
    if (record === undefined) throw new CliError(`No application ${target}.`, EXIT.input);
    const heldSince = applications.restoreHold(target);
    if (heldSince !== null) {
      out.line(`${target} is ${heldText(target, heldSince)}`);
      held.push(target);
      continue;
    }
    // A refused application is queued again only when named: `--all` takes ready ones.
    if (record.status === 'ready' || record.status === 'needs_attention' || (id && record.status === 'rejected')) {
      const testPersons = testPersonPaths(record, core.inForce().baseUrl);
      if (testPersons.length > 0) {
        out.line(`${target} is not queued: it holds Registers Iceland's test persons, which go to the training service only (--training):`);
        testPersons.forEach((path) => out.line(`  ${formatPath(path)}`));
        continue;
      }
      const confirmations = applications
        .notices(record)
        .filter(isConfirmable)
        .flatMap((n) => {
          const reason = isDuplicateNotice(n) ? reasons.duplicate : reasons.notices;
          return reason === undefined ? [] : [{ code: n.code, path: n.path, reason }];
        });
      const { problems, unconfirmed } = applications.queue({ id: target, confirmations });
      if (problems.length > 0) {
        out.line(`${target} cannot be queued:`);
        problemLines(problems).forEach((line) => out.line(line));
      } else if (unconfirmed.some(isDuplicateNotice)) {
        const why = DUPLICATE_TEXT[unconfirmed.find(isDuplicateNotice)!.code] ?? DUPLICATE_TEXT.duplicate_of_submitted;
        out.line(
          `${target} is not queued: ${why}. If the acquirer wants this one boarded too, submit ${target} --confirm-duplicate "<reason>" (at least 3 characters):`,
        );
        noticeLines(unconfirmed).forEach((line) => out.line(line));
      } else if (unconfirmed.length > 0) {
        out.line(`${target} is not queued: confirm with a reason (at least 3 characters), submit ${target} --confirm "<reason>":`);
        noticeLines(unconfirmed).forEach((line) => out.line(line));
      }
    }
  }
  const report = await core.submitDue(id ? [id] : undefined);
  for (const result of report.results) {
    const service = result.serviceText ? ` (the service: "${result.serviceText}")` : '';
    out.line(`${result.id}: ${result.status} — ${statusReasonText(result.reason)}${service}`);
  }
  if (report.stopped) out.line(`Stopped: ${STOP_TEXT[report.stopped]}`);
  if (id && report.results.length === 0 && !report.stopped) out.line(`${id} is ${applications.record(id)?.status}: nothing was sent.`);
  const wanted = new Set([...targets, ...report.results.map((r) => r.id)]);
  const notSubmitted = [...wanted].filter((target) => applications.record(target)?.status !== 'submitted');
  if (notSubmitted.length === 0) return EXIT.ok;
  return notSubmitted.every((target) => held.includes(target)) ? EXIT.held : EXIT.failed;
}

/** The reasons given on the command line: `--confirm` for notices, `--confirm-duplicate` for a merchant already sent. */
export interface ConfirmReasons {
  notices?: string;
  duplicate?: string;
}

/** Held since a backup made `since` was restored (it, or what it was made from): sent only once the agent confirms. */
function heldText(id: string, since: string): string {
  return `held since the restore of a backup made ${since}; check with the acquirer that this merchant was not boarded after it, then: fieldboard restore-confirm ${id} --reason "<how you checked>"`;
}

/** Why a duplicate needs its own confirmation, by how near the other application is to being a merchant. */
const DUPLICATE_TEXT: Partial<Record<NoticeCode, string>> = {
  duplicate_of_submitted: 'it may be a merchant already boarded',
  duplicate_of_held: 'another application for this merchant is held after a restore, and may have been boarded since its backup',
  duplicate_of_pending: 'another application for this merchant is ready or queued, and may be sent too',
};

const STOP_TEXT = {
  no_key: 'no API key is configured.',
  offline: 'the service cannot be reached; queued applications will be sent when it can.',
  unauthorized: 'the service refused the API key.',
  no_settings: 'no settings have been synced for this key.',
} as const;
