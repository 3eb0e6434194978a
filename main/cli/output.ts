import { isConfirmable, type Notice } from '../../shared/rules/notice';
import { formatPath, type Problem } from '../../shared/rules/problem';

export interface Output {
  line(text?: string): void;
  json(value: unknown): void;
}

export const stdoutOutput: Output = {
  line: (text = '') => process.stdout.write(text + '\n'),
  json: (value) => process.stdout.write(JSON.stringify(value, null, 2) + '\n'),
};

export function problemLines(problems: readonly Problem[]): string[] {
  return problems.map((p) => `  - ${p.message.startsWith(formatPath(p.path)) ? p.message : `${formatPath(p.path)}: ${p.message}`}`);
}

/** Notices inform: one line each, marked where queueing needs a confirmation (`submit --confirm`). */
export function noticeLines(notices: readonly Notice[]): string[] {
  return notices.map(
    (n) =>
      `  * ${formatPath(n.path)}: ${n.message.startsWith(formatPath(n.path)) ? n.message.slice(formatPath(n.path).length + 1) : n.message}${isConfirmable(n) ? ' [confirm with a reason to queue: submit --confirm "<reason>"]' : ''}`,
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
