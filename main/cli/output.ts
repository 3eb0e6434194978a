import { isConfirmable, isDuplicateNotice, type Notice } from '$shared/rules/notice';
import { formatPath, type Problem } from '$shared/rules/problem';
import { type PossibleDuplicate, statusText } from '$main/core';
import { stdoutClosed } from './closed-pipe';

export interface Output {
  line(text?: string): void;
  json(value: unknown): void;
}

export const stdoutOutput: Output = {
  line: (text = '') => void (stdoutClosed() || process.stdout.write(text + '\n')),
  json: (value) => void (stdoutClosed() || process.stdout.write(JSON.stringify(value, null, 2) + '\n')),
};

export function problemLines(problems: readonly Problem[]): string[] {
  return problems.map((p) => `  - ${p.message.startsWith(formatPath(p.path)) ? p.message : `${formatPath(p.path)}: ${p.message}`}`);
}

/**
 * Notices inform: one line each, marked where queueing needs a confirmation (`submit --confirm`),
 * unless the application can no longer be queued (it is queued, sent or of unknown outcome).
 */
export function noticeLines(notices: readonly Notice[], { queueable = true } = {}): string[] {
  return notices.map(
    (n) =>
      `  * ${formatPath(n.path)}: ${n.message.startsWith(formatPath(n.path)) ? n.message.slice(formatPath(n.path).length + 1) : n.message}${queueable ? confirmHint(n) : ''}`,
  );
}

function confirmHint(n: Notice): string {
  if (!isConfirmable(n)) return '';
  const option = isDuplicateNotice(n) ? '--confirm-duplicate' : '--confirm';
  return ` [confirm with a reason to queue: submit ${option} "<reason>"]`;
}

/** One line per other application with the same merchant number or IBAN. */
export function duplicateLines(duplicates: readonly PossibleDuplicate[]): string[] {
  return duplicates.map(
    (d) =>
      `possible duplicate of ${d.id} (${statusText(d)}): "${d.businessName || '(no name yet)'}"${d.merchantId === null ? '' : `, merchant ${d.merchantId}`}, same ${d.matchedOn.map((kind) => (kind === 'iban' ? 'IBAN' : 'number')).join(' and ')}`,
  );
}

export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
