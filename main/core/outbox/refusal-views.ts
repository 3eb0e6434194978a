import { reasonChanged } from '$shared/draft';
import type { RefusalView } from '$shared/ipc/views';
import { type Database, listRefusals } from '$main/database';

/** The stored refusals with each reason checked against the application as it is now. */
export function refusalViews(database: Database, id: string, application: unknown): RefusalView[] {
  return listRefusals(database, id).map((refusal) => ({
    id: refusal.id,
    refusedAt: refusal.refusedAt,
    httpStatus: refusal.httpStatus,
    message: refusal.message,
    requeuedAt: refusal.requeuedAt,
    reasons: refusal.reasons.map((reason) => ({
      path: reason.path,
      servicePath: reason.servicePath,
      code: reason.code,
      message: reason.message,
      changed: reasonChanged(reason, application),
    })),
  }));
}
