import type { Core } from '../../core/core';
import { listAudit } from '../../store';
import { EXIT } from '../cli-error';
import { type Output, table } from '../output';

/**
 * `fieldboard audit [--json]`: the audit log for the acquirer's compliance team. Its rows carry
 * ids, times, actors, actions, statuses and fixed reasons, never personal data (audit-repo.ts).
 */
export function auditCommand(core: Core, asJson: boolean, out: Output): number {
  const entries = listAudit(core.store);
  if (asJson) {
    out.json({ exportedAt: core.store.now().toISOString(), entries });
    return EXIT.ok;
  }
  const rows = [['AT', 'APPLICATION', 'ACTOR', 'ACTION', 'FROM', 'TO', 'REASON']];
  for (const e of entries) rows.push([e.at, e.applicationId, e.actor, e.action, e.fromStatus ?? '', e.toStatus ?? '', e.reason]);
  table(rows).forEach((line) => out.line(line));
  return EXIT.ok;
}
