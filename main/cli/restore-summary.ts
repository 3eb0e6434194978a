import type { RestoreSummary } from '$main/core';
import { FILE_REFUSAL_TEXT, ROLE_TEXT } from './message-text';
import type { Output } from './output';

const HOUR_MS = 3_600_000;

/** How long before the restore the backup was made, in days and hours. */
export function backupAgeText(madeAt: string, restoredAt: string): string {
  const hours = Math.floor((Date.parse(restoredAt) - Date.parse(madeAt)) / HOUR_MS);
  if (!(hours >= 1)) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const parts = [
    days > 0 ? `${days} day${days === 1 ? '' : 's'}` : '',
    hours % 24 > 0 ? `${hours % 24} hour${hours % 24 === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** What the agent must know after a restore: the backup's age, what is held, what was set aside as sent, and which documents were left out. */
export function restoreSummaryLines(summary: RestoreSummary, out: Output): void {
  out.line(`The backup was made ${summary.backupMadeAt}, ${backupAgeText(summary.backupMadeAt, summary.restoredAt)} before this restore.`);
  if (summary.held.length > 0) {
    out.line(
      `${summary.held.length} application(s) are held: they could be sent, and may have been boarded after the backup was made. ` +
        'Check each with the acquirer, then release it: fieldboard restore-confirm <id> --reason "<how you checked>" (or --all).',
    );
    for (const item of summary.held) out.line(`  ${item.id}  ${item.status}  ${item.businessName}`);
  }
  if (summary.sentPerHistory.length > 0) {
    out.line(
      `${summary.sentPerHistory.length} application(s) are an unknown outcome that is never sent again: their history shows they were sent. ` +
        'Check with the acquirer and record their IDs: fieldboard resolve <id> --ids <file.json>.',
    );
    for (const item of summary.sentPerHistory) out.line(`  ${item.id}  ${item.businessName}`);
  }
  if (summary.documentsKeptOut.length > 0) {
    out.line(
      `${summary.documentsKeptOut.length} document(s) were left out: they failed the checks every document passes. ` +
        'An application still to be sent needs the document again before it can be queued; one already sent keeps its record without it.',
    );
    for (const item of summary.documentsKeptOut) {
      out.line(`  ${item.id}  ${item.businessName}: its ${ROLE_TEXT[item.role]} (${FILE_REFUSAL_TEXT[item.why]})`);
    }
  }
}
