import type { DatabaseRequests } from '$main/core';
import { EXIT } from '../cli-error';
import { type Output, table } from '../output';

/**
 * `fieldboard audit [--json]`: the audit log for the acquirer's compliance team. Its rows carry
 * ids, times, actors, actions, statuses and fixed reasons; the sealed details are left out.
 */
export function auditCommand(requests: DatabaseRequests, asJson: boolean, out: Output): number {
  // Sealed details are free text a person wrote (they may name someone): never exported.
  const entries = requests.audit.entries().map(({ detail: _detail, ...entry }) => entry);
  if (asJson) {
    out.json({ exportedAt: requests.now().toISOString(), entries });
    return EXIT.ok;
  }
  const rows = [['AT', 'APPLICATION', 'ACTOR', 'ACTION', 'FROM', 'TO', 'REASON']];
  for (const e of entries) rows.push([e.at, e.applicationId, e.actor, e.action, e.fromStatus ?? '', e.toStatus ?? '', e.reason]);
  table(rows).forEach((line) => out.line(line));
  return EXIT.ok;
}
