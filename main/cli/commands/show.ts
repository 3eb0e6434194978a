import type { SubmissionResult } from '$shared/submission-result';
import type { DatabaseRequests } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { statusReasonText, storeMismatchText } from '../message-text';
import { type Output, duplicateLines, noticeLines, problemLines } from '../output';
import { readDraftBody } from '$shared/draft';
import { EDITABLE_STATUSES } from '$shared/application-status';
import { documentLines } from '../document-lines';

export function showCommand(requests: DatabaseRequests, id: string | undefined, asJson: boolean, out: Output): number {
  if (!id) throw new CliError('show needs an application id', EXIT.usage);
  const details = requests.applications.details(id);
  if (details === undefined) throw new CliError(`No application ${id}.`, EXIT.input);
  const { record, attachments, attempts, notices, refusals, duplicates, purged, restoreHold, documents } = details;
  if (asJson) {
    out.json({ ...record, purged, restoreHold, notices, possibleDuplicates: duplicates, attachments, attempts, refusals, documents });
    return EXIT.ok;
  }
  out.line(`${record.id}  ${record.entityType}  ${record.status}`);
  out.line(`Business:  ${record.businessName || '(no name yet)'}`);
  out.line(`Created:   ${record.createdAt}   Updated: ${record.updatedAt}`);
  if (record.statusReason) out.line(`Reason:    ${statusReasonText(record.statusReason)}`);
  if (restoreHold)
    out.line(
      `Held:      since the restore of a backup made ${restoreHold}; not sent until: fieldboard restore-confirm ${id} --reason "<how you checked>"`,
    );
  // Its body is empty from then on: say so, rather than leave a reader to wonder where the details went.
  if (purged) out.line(`Purged:    ${purged.at}: ${purged.documentsRemoved} document(s) and the personal details removed (retention)`);
  const result = record.result as SubmissionResult | null;
  if (result !== null) {
    out.line(`Merchant:  ${result.merchantId}  (${result.merchantName})${result.source === 'agent' ? ' — entered by the agent' : ''}`);
    for (const store of result.stores)
      out.line(`  Store "${store.storeName}": agreement ${store.agreementId}, terminal ${store.terminalId}`);
    if (result.storeMismatch) out.line(`  Note: ${storeMismatchText(result.storeMismatch)}`);
  }
  duplicateLines(duplicates).forEach((line) => out.line(line));
  if (record.problems.length > 0) {
    out.line(`Problems (${record.problems.length}):`);
    problemLines(record.problems).forEach((line) => out.line(line));
  }
  if (notices.length > 0) {
    out.line(`Notices (${notices.length}):`);
    noticeLines(notices, { queueable: (EDITABLE_STATUSES as readonly string[]).includes(record.status) }).forEach((line) => out.line(line));
  }
  for (const refusal of refusals) {
    const standing = refusal.requeuedAt === null && record.status === 'rejected' ? ' (stands until queued again)' : '';
    out.line(`Refused ${refusal.refusedAt} (HTTP ${refusal.httpStatus ?? '?'}): ${refusal.message}${standing}`);
    for (const reason of refusal.reasons) {
      out.line(
        `  - ${reason.servicePath ?? '(whole application)'}: ${reason.message}${reason.changed ? '  [changed since the refusal]' : ''}`,
      );
    }
    if (refusal.requeuedAt !== null) out.line(`  Queued again ${refusal.requeuedAt}`);
  }
  if (attachments.length > 0) out.line(`Attachments: ${attachments.map((a) => `${a.role} ${a.fileName} (${a.size} bytes)`).join('; ')}`);
  const fileNames = new Map(attachments.map((a) => [a.id, a.fileName]));
  documentLines(documents, readDraftBody(record.body), fileNames, notices).forEach((line) => out.line(line));
  // Numbered within this application, as the app counts "attempts so far"; the row id is global.
  for (const [index, attempt] of attempts.entries()) {
    out.line(
      `Attempt ${index + 1}: ${attempt.startedAt} → ${attempt.outcome ?? 'unfinished'}${attempt.httpStatus ? ` (HTTP ${attempt.httpStatus})` : ''}`,
    );
  }
  return EXIT.ok;
}
