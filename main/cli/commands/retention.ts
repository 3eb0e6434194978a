import { coreFor, isRetentionDays, MAX_RETENTION_DAYS, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { type Output, table } from '../output';

/** `fieldboard retention [days]`: shows the retention period, or sets it. */
export function retentionCommand(core: Core, days: string | undefined, out: Output): number {
  const { storage } = coreFor(core, 'cli');
  if (days !== undefined) {
    const value = /^\d+$/.test(days) ? Number(days) : Number.NaN;
    if (!isRetentionDays(value)) throw new CliError(`retention must be a whole number of days from 0 to ${MAX_RETENTION_DAYS}`, EXIT.usage);
    storage.setRetentionDays(value);
  }
  const current = storage.retentionDays();
  out.line(
    current === 0
      ? 'Documents and personal details of submitted applications are removed at the next purge.'
      : `Documents and personal details of submitted applications are kept ${current} days after submission.`,
  );
  return EXIT.ok;
}

/** `fieldboard purge [--json]`: purges what is past the retention period now, and says what. */
export function purgeCommand(core: Core, asJson: boolean, out: Output): number {
  const report = coreFor(core, 'cli').storage.purgeExpired();
  if (asJson) {
    out.json(report);
    return EXIT.ok;
  }
  if (report.purged.length === 0) {
    out.line(`Nothing to purge: no submitted application is older than ${report.retentionDays} days.`);
  } else {
    const rows = [['ID', 'BUSINESS', 'SUBMITTED', 'DOCUMENTS', 'BYTES']];
    for (const item of report.purged) {
      rows.push([item.id, item.businessName, item.submittedAt, String(item.documentsRemoved), String(item.bytesRemoved)]);
    }
    table(rows).forEach((line) => out.line(line));
    const bytes = report.purged.reduce((sum, item) => sum + item.bytesRemoved, 0);
    out.line();
    out.line(
      `Purged ${report.purged.length} application(s) submitted more than ${report.retentionDays} days ago: ${bytes} bytes of documents removed.`,
    );
  }
  if (report.log !== undefined && report.log.dropped + report.log.rewritten > 0) {
    out.line(`Log: ${report.log.dropped} line(s) older than ${report.retentionDays} days removed, ${report.log.rewritten} redacted again.`);
  }
  for (const skipped of report.skipped) out.line(`Not purged: ${skipped.id} (${skipped.reason}).`);
  return report.skipped.length > 0 ? EXIT.failed : EXIT.ok;
}
