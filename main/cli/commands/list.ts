import { APPLICATION_STATUSES, type ApplicationStatus } from '$shared/application-status';
import type { DatabaseRequests } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { type Output, table } from '../output';

const PAGE = 1000;

export function listCommand(
  requests: DatabaseRequests,
  query: { status?: string | undefined; search?: string | undefined },
  asJson: boolean,
  out: Output,
): number {
  const { status, search } = query;
  if (status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(status)) {
    throw new CliError(`--status must be one of ${APPLICATION_STATUSES.join(', ')}`, EXIT.usage);
  }
  if (search !== undefined && search.length > 200) throw new CliError('--search takes at most 200 characters', EXIT.usage);
  const filter = { status: (status || undefined) as ApplicationStatus | undefined, search: search || undefined };
  const result = requests.applications.rows({ ...filter, limit: PAGE, offset: 0 });
  // The database pages at most 1,000 rows at a time; support staff want the whole list.
  while (result.items.length < result.total) {
    const page = requests.applications.rows({ ...filter, limit: PAGE, offset: result.items.length });
    if (page.items.length === 0) break;
    result.items.push(...page.items);
  }
  if (asJson) {
    out.json(result);
    return EXIT.ok;
  }
  if (result.items.length === 0) {
    out.line(search ? `Nothing matches "${search}".` : status ? `No applications are ${status}.` : 'No applications yet.');
    return EXIT.ok;
  }
  const rows = [['ID', 'TYPE', 'STATUS', 'MERCHANT', 'BUSINESS', 'UPDATED']];
  for (const item of result.items) {
    rows.push([
      item.id,
      item.entityType,
      item.status,
      item.merchantId === null ? '' : String(item.merchantId),
      item.businessName,
      item.updatedAt,
    ]);
  }
  table(rows).forEach((line) => out.line(line));
  out.line();
  out.line(
    APPLICATION_STATUSES.filter((s) => result.counts[s] > 0)
      .map((s) => `${s}: ${result.counts[s]}`)
      .join(', '),
  );
  return EXIT.ok;
}
